import { calcularPrecio, type Producto } from '@feria/contracts';
import type { CartItem } from './store/cart-slice';

/** A product as the cart keeps it (docs/producto/entidades.md Cart item): the unit price after the discount in effect. */
export function cartItemFrom(p: Producto, now: Date = new Date()): Omit<CartItem, 'quantity'> {
  const precio = calcularPrecio(p, now);
  return {
    id: p.id,
    name: p.nombre,
    price: precio.final,
    emprendimientoId: p.idEmprendimiento,
    nombreEmprendimiento: p.nombreEmprendimiento,
    image: p.rutaImagen,
    hasDiscount: precio.tieneDescuento,
    discountPercentage: precio.porcentaje,
    originalPrice: precio.lista,
    stock: p.stock,
    atributos: p.atributos.map(({ clave, valor }) => ({ clave, valor })),
  };
}

/**
 * The server's view of each product in the cart as changes to apply (price, discount, stock; null
 * for a product no longer public). The cart store turns what changed into notices for the buyer.
 */
export function cambiosDe(
  items: readonly CartItem[],
  actuales: ReadonlyMap<string, Producto | null>,
  now = new Date(),
) {
  return items
    .filter((i) => actuales.has(i.id))
    .map((i) => {
      const p = actuales.get(i.id) ?? null;
      return { id: i.id, changes: p ? cartItemFrom(p, now) : null };
    });
}
