import { CART_BADGE_MAX } from '@feria/contracts';

/** docs/producto/carrito.md#panel-del-carrito: cart icon tooltip (and accessible name); during checkout the cart is read-only and says so. */
export function cartTooltip(count: number, enCheckout = false): string {
  if (enCheckout) return 'Ver carrito (solo lectura durante checkout)';
  if (count <= 0) return 'Carrito vacío';
  return count === 1 ? '1 producto en el carrito' : `${count} productos en el carrito`;
}

export { CART_BADGE_MAX };
