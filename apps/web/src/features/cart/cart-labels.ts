import { CART_BADGE_MAX } from '@feria/contracts';

/** spec §2.5: cart icon tooltip outside checkout. */
export function cartTooltip(count: number): string {
  if (count <= 0) return 'Carrito vacío';
  return count === 1 ? '1 producto en el carrito' : `${count} productos en el carrito`;
}

export { CART_BADGE_MAX };
