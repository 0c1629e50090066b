import { calcularPrecio, type Producto } from '@feria/contracts';
import { lineaId, productoDe, type CartItem } from './store/cart-slice';

/** A product's options and variants (docs/producto/variantes.md), as the public payload carries them. */
export interface OpcionesDelProducto {
  opciones?: readonly { nombre: string; valores: readonly string[] }[] | undefined;
  variantes?: readonly VarianteDelCarrito[] | undefined;
}

/** A variant as the cart needs it. */
export interface VarianteDelCarrito {
  id: string;
  valores: Readonly<Record<string, string>>;
  stock: number;
  precio?: number | null | undefined;
  habilitada: boolean;
  texto?: string | undefined;
}

/** The variants a product declares (none for a product without options). */
export const variantesDe = (p: Producto) => (p as Producto & OpcionesDelProducto).variantes ?? [];

/**
 * Whether the product is bought by variant. Listings carry no variants, but every payload says
 * `conOpciones` (and `precioDesde` when their prices differ: docs/producto/variantes.md#lectura).
 */
export const seCompraPorVariante = (p: Producto) =>
  p.conOpciones === true || variantesDe(p).length > 0 || (p.precioDesde ?? null) !== null;

/**
 * The values of a variant as the buyer reads them, in the options' order ('Talle 38 · Negro'): the
 * server's own text when the payload carries it, so the cart line reads as the order will.
 */
export function textoVariante(p: Producto, v: Pick<VarianteDelCarrito, 'valores' | 'texto'>): string {
  if (v.texto) return v.texto;
  const opciones = (p as Producto & OpcionesDelProducto).opciones ?? [];
  const nombres = opciones.length ? opciones.map((o) => o.nombre) : Object.keys(v.valores);
  return nombres
    .filter((n) => v.valores[n] !== undefined)
    .map((n, i) => (i === 0 ? `${n} ${v.valores[n]}` : v.valores[n]))
    .join(' · ');
}

/**
 * A product (or one of its variants) as the cart keeps it (docs/producto/entidades.md Cart item):
 * the unit price after the discount in effect; a variant's own price replaces the product's
 * (docs/producto/variantes.md), and its picture, when the page showed one, is the line's.
 */
export function cartItemFrom(
  p: Producto,
  now: Date = new Date(),
  variante?: VarianteDelCarrito | null,
  imagen?: string | null,
): Omit<CartItem, 'quantity'> {
  const precio = calcularPrecio(variante?.precio != null ? { ...p, precio: variante.precio } : p, now);
  return {
    id: lineaId(p.id, variante?.id),
    name: p.nombre,
    price: precio.final,
    emprendimientoId: p.idEmprendimiento,
    nombreEmprendimiento: p.nombreEmprendimiento,
    image: imagen ?? p.rutaImagen,
    hasDiscount: precio.tieneDescuento,
    discountPercentage: precio.porcentaje,
    originalPrice: precio.lista,
    stock: variante ? variante.stock : p.stock,
    atributos: p.atributos.map(({ clave, valor }) => ({ clave, valor })),
    ...(variante ? { idProducto: p.id, idVariante: variante.id, variante: textoVariante(p, variante) } : {}),
  };
}

/**
 * The server's view of each line in the cart as changes to apply (price, discount, stock; null for
 * a product no longer public, or a variant no longer sold). `actuales` is keyed by product: the
 * lines of two sizes of one shoe read the same product. The cart store turns what changed into
 * notices for the buyer.
 */
export function cambiosDe(
  items: readonly CartItem[],
  actuales: ReadonlyMap<string, Producto | null>,
  now = new Date(),
) {
  return items
    .filter((i) => actuales.has(productoDe(i)))
    .map((i) => {
      const p = actuales.get(productoDe(i)) ?? null;
      if (!p) return { id: i.id, changes: null };
      if (!i.idVariante)
        return { id: i.id, changes: variantesDe(p).length > 0 ? ('elegirOpciones' as const) : cartItemFrom(p, now) };
      const v = variantesDe(p).find((x) => x.id === i.idVariante);
      if (!v || !v.habilitada) return { id: i.id, changes: null };
      // The line keeps the picture it was added with (the product payload names no image url).
      const { image: _imagen, ...changes } = cartItemFrom(p, now, v);
      return { id: i.id, changes };
    });
}
