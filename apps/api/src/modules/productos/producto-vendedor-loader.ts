import { sql } from 'drizzle-orm';
import type { ProductoImagen, ProductoVendedor } from '@feria/contracts';
import { queryRows } from '../../db/sql';
import type { ServiceContext } from '../../lib/context';
import { groupBy } from '../../lib/group-by';
import { loadProductos } from './productos.service';
import { catalogosDeProductos } from '../catalogos/catalogos.queries';
import { variantesDe } from './variantes.service';

/**
 * The seller's view of products (contracts `productoVendedor`): the API product plus all its
 * images (principal first, then orden) and the ids of the catalogs holding it. Three queries for
 * any number of ids; returned in the order of `ids`. Callers check ownership first.
 */
export async function loadProductosVendedor(ctx: ServiceContext, ids: readonly string[]): Promise<ProductoVendedor[]> {
  if (ids.length === 0) return [];
  const [base, imagenes, catalogos, variantes] = await Promise.all([
    loadProductos(ctx, ids),
    queryRows<ProductoImagen & { producto_id: string }>(
      ctx.db,
      sql`select i.producto_id, i.id, i.url, i.principal, i.orden from app.producto_imagenes i
          where i.producto_id in ${[...ids]} order by i.principal desc, i.orden, i.id`,
    ),
    catalogosDeProductos(ctx.db, ids),
    variantesDe(ctx.db, ids, false),
  ]);
  const imagenesDe = groupBy(imagenes, (i) => i.producto_id);
  const catalogosDe = groupBy(catalogos, (c) => c.productoId);
  return base.map((p) => ({
    ...p,
    imagenes: (imagenesDe.get(p.id) ?? []).map(({ id, url, principal, orden }) => ({ id, url, principal, orden })),
    idCatalogos: (catalogosDe.get(p.id) ?? []).map((c) => c.catalogoId),
    // docs/producto/variantes.md#lectura: the seller sees every variant, disabled ones too.
    opciones: variantes.get(p.id)?.opciones ?? [],
    variantes: variantes.get(p.id)?.variantes ?? [],
  }));
}

export async function loadProductoVendedor(ctx: ServiceContext, id: string): Promise<ProductoVendedor> {
  const [producto] = await loadProductosVendedor(ctx, [id]);
  if (!producto) throw new Error(`Producto ${id} no cargado`);
  return producto;
}
