import { calcularPrecio, type Producto } from '@feria/contracts';
import type { CartItem } from './store/cart-slice';

/** A product as the cart keeps it (spec §3 Cart item): the unit price after the discount in effect. */
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
  };
}

export interface CambioCarrito {
  id: string;
  texto: string;
}

/**
 * What changed for the buyer between the cart and the server: a new price, a product no longer
 * available, fewer units left. Shown before paying, never applied silently.
 */
export function cambiosDe(items: readonly CartItem[], actuales: ReadonlyMap<string, Producto | null>, formatPrice: (n: number) => string, now = new Date()) {
  const avisos: CambioCarrito[] = [];
  const cambios: { id: string; changes: Partial<Omit<CartItem, 'id' | 'quantity'>> | null }[] = [];
  for (const item of items) {
    if (!actuales.has(item.id)) continue;
    const p = actuales.get(item.id) ?? null;
    if (!p || p.stock <= 0) {
      avisos.push({ id: item.id, texto: p ? `«${item.name}» se quedó sin stock y salió del carrito.` : `«${item.name}» ya no está disponible y salió del carrito.` });
      cambios.push({ id: item.id, changes: null });
      continue;
    }
    const nuevo = cartItemFrom(p, now);
    if (nuevo.price !== item.price) avisos.push({ id: item.id, texto: `El precio de «${item.name}» cambió de ${formatPrice(item.price)} a ${formatPrice(nuevo.price)}.` });
    if (p.stock < item.quantity) avisos.push({ id: item.id, texto: `De «${item.name}» quedan ${p.stock} ${p.stock === 1 ? 'unidad' : 'unidades'}: ajustamos la cantidad.` });
    cambios.push({ id: item.id, changes: nuevo });
  }
  return { avisos, cambios };
}
