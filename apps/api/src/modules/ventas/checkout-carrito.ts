import { MENSAJES_VARIANTE, MENSAJES_VENTA, type CodigoError, type VentaInputParsed } from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import { productosParaVenta, type ProductoParaVenta, type VarianteParaVenta } from '../productos/productos.queries';

// Step 1 of an order (docs/producto/api.md#ventas): what the buyer asks for, checked against the
// database before anything is priced or reserved.

/** The order's products by id, as the database has them now. */
export type Carrito = Map<string, ProductoParaVenta>;

const conDetalle = (codigo: CodigoError, detalle: string) => errorDe(codigo, { detalle });

/** Step 1, validate the cart: every product exists, is this shop's and is public. */
export async function validarCarrito(db: Database, input: VentaInputParsed): Promise<Carrito> {
  const productos = new Map(
    (
      await productosParaVenta(
        db,
        input.items.map((i) => i.idProducto),
      )
    ).map((p) => [p.id, p]),
  );
  for (const [n, item] of input.items.entries()) {
    const p = productos.get(item.idProducto);
    if (!p) throw errorDe('PRODUCTO_NO_DISPONIBLE');
    if (p.emprendimientoId !== input.emprendimientoId)
      throw conDetalle('PRODUCTO_DE_OTRO_EMPRENDIMIENTO', MENSAJES_VENTA.otroEmprendimiento(p.nombre));
    if (!p.publico) throw conDetalle('PRODUCTO_NO_DISPONIBLE', MENSAJES_VENTA.productoNoDisponible(p.nombre));
    varianteDeLinea(p, item, n);
  }
  return productos;
}

/**
 * docs/producto/variantes.md#compra: a product with options is bought by one of its own variants,
 * enabled and with stock (422 naming the product and the variant, `campo` 'items.N' so the cart
 * says it on that line); one without options by itself.
 */
export function varianteDeLinea(
  p: ProductoParaVenta,
  item: { idVariante?: string | undefined },
  linea: number,
): VarianteParaVenta | null {
  const conLinea = (codigo: CodigoError, detalle: string) => errorDe(codigo, { detalle, campo: `items.${linea}` });
  if (!item.idVariante) {
    if (p.conVariantes) throw conLinea('VARIANTE_REQUERIDA', MENSAJES_VARIANTE.elegiVariante(p.nombre));
    return null;
  }
  const v = p.conVariantes ? p.variantes.get(item.idVariante) : undefined;
  if (!v) throw conLinea('VARIANTE_NO_DISPONIBLE', MENSAJES_VENTA.productoNoDisponible(p.nombre));
  if (!v.habilitada || v.stock <= 0)
    throw conLinea('VARIANTE_NO_DISPONIBLE', MENSAJES_VARIANTE.varianteAgotada(nombreConVariante(p, v)));
  return v;
}

/** 'Zapatilla urbana (Talle 41 · Negro)'. */
export const nombreConVariante = (p: { nombre: string }, v: { texto: string } | null) =>
  v ? `${p.nombre} (${v.texto})` : p.nombre;
