import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Atributo, Producto, ProductoImagen } from '@feria/contracts';
import { emprendimientos, productoAtributos, productoImagenes, productos, tiposProducto } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { groupBy } from '../../lib/group-by';

type ProductoRow = typeof productos.$inferSelect;

/**
 * Loads full products for a page of ids in three queries (rows, attributes, images), never one
 * per product, and returns them in the order of `ids`.
 */
export async function loadProductos(ctx: ServiceContext, ids: readonly string[]): Promise<Producto[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [rows, atributos, imagenes] = await Promise.all([
    ctx.db
      .select({ p: productos, tipo: tiposProducto, nombreEmprendimiento: emprendimientos.nombre })
      .from(productos)
      .innerJoin(emprendimientos, eq(emprendimientos.id, productos.emprendimientoId))
      .leftJoin(tiposProducto, eq(tiposProducto.id, productos.tipoProductoId))
      .where(inArray(productos.id, list)),
    ctx.db.select().from(productoAtributos).where(inArray(productoAtributos.productoId, list)).orderBy(asc(productoAtributos.id)),
    loadImagenes(ctx, list),
  ]);
  const atributosPorProducto = groupBy(atributos, (a) => a.productoId);
  const byId = new Map<string, Producto>();
  for (const { p, tipo, nombreEmprendimiento } of rows) {
    byId.set(p.id, {
      ...mapProducto(p, nombreEmprendimiento, imagenes.get(p.id)?.[0]?.url ?? null),
      tipoProducto: tipo ? { idTipoProducto: tipo.id, nombre: tipo.nombre, descripcion: tipo.descripcion } : null,
      atributos: (atributosPorProducto.get(p.id) ?? []).map(
        (a): Atributo => ({ id: a.id, clave: a.clave, valor: a.valor, tipoDato: a.tipoDato }),
      ),
    });
  }
  return list.flatMap((id) => byId.get(id) ?? []);
}

/** Images per product, principal first then by orden (spec §7.4). */
export async function loadImagenes(ctx: ServiceContext, ids: string[]): Promise<Map<string, ProductoImagen[]>> {
  const rows = await ctx.db
    .select()
    .from(productoImagenes)
    .where(inArray(productoImagenes.productoId, ids))
    .orderBy(desc(productoImagenes.principal), asc(productoImagenes.orden), asc(productoImagenes.id));
  const grouped = groupBy(rows, (r) => r.productoId);
  return new Map(
    [...grouped].map(([id, imgs]) => [id, imgs.map((i) => ({ id: i.id, url: i.url, principal: i.principal, orden: i.orden }))]),
  );
}

function mapProducto(p: ProductoRow, nombreEmprendimiento: string, rutaImagen: string | null): Omit<Producto, 'tipoProducto' | 'atributos'> {
  return {
    id: p.id,
    nombre: p.nombre,
    descripcion: p.descripcion,
    precio: Number(p.precio),
    stock: p.stock,
    sku: p.sku,
    rutaImagen,
    fechaAlta: p.fechaAlta.toISOString(),
    habilitado: p.habilitado,
    eliminado: p.eliminado,
    idEmprendimiento: p.emprendimientoId,
    nombreEmprendimiento,
    descuento: descuentoVigente(p),
  };
}

/** `descuento` is null unless a discount is in effect now, the same rule the price filter uses. */
function descuentoVigente(p: ProductoRow, now = new Date()): Producto['descuento'] {
  const porcentaje = Number(p.descuentoPorcentaje);
  if (!p.descuentoActivo || porcentaje <= 0) return null;
  if (p.descuentoFechaFin && p.descuentoFechaFin.getTime() < now.getTime()) return null;
  return { activo: true, porcentajeDescuento: porcentaje, fechaFin: p.descuentoFechaFin?.toISOString() ?? null };
}
