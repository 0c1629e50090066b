import { CART_BADGE_MAX } from '@feria/contracts';

/** docs/producto/carrito.md#panel-del-carrito: cart icon tooltip (and accessible name); during checkout the cart is read-only and says so. */
export function cartTooltip(count: number, enCheckout = false): string {
  const cantidad =
    count <= 0 ? 'Carrito vacío' : count === 1 ? '1 producto en el carrito' : `${count} productos en el carrito`;
  // The badge's number stays part of the name (what is seen is what is read).
  return enCheckout ? `${cantidad}. Ver carrito (solo lectura durante checkout)` : cantidad;
}

export { CART_BADGE_MAX };
