import { sql } from 'drizzle-orm';
import type { Producto, ProductoImagen } from '@feria/contracts';
import { queryPreparada } from '../../db/preparadas';
import { queryRows } from '../../db/sql';
import { emprendimientoNoEncontrado, productoNoEncontrado } from '../../lib/app-error';
import type { ServiceContext } from '../../lib/context';
import {
  loadProductoPublico,
  loadProductos,
  productosDePagina,
  toProducto,
  type FilaDeProducto,
  type ProductoRow,
} from './producto-loader';
import type { ColumnaAjena, Leidas } from '../../db/sql';
import { PRODUCTO_PUBLICO } from './producto-publico';
import { emprendimientoActivo } from '../emprendimientos/emprendimientos.sql';
import { idsCatalogosHabilitadosSql } from '../catalogos/catalogos.queries';

export { buscarProductos } from './search.service';
export { loadProductos } from './producto-loader';

/** docs/producto/api.md#productos GET productos/{id}: only a public product, else 404 'Producto no encontrado'. */
export async function obtenerProducto<
  C extends Record<string, ColumnaAjena<FilaDeProducto>> = Record<never, ColumnaAjena<FilaDeProducto>>,
>(ctx: ServiceContext, id: string, columnas?: C): Promise<Producto & Leidas<C>> {
  // docs/producto/variantes.md#lectura: with its options and enabled variants, and the other modules'
  // `columnas` the route passes (decision 091), in the same statement.
  const producto = await loadProductoPublico(ctx, id, columnas);
  if (!producto) throw productoNoEncontrado();
  return producto;
}

/** docs/producto/api.md#productos: images of a public product, principal first, then by orden. */
export async function obtenerImagenes(ctx: ServiceContext, id: string): Promise<ProductoImagen[]> {
  return (await imagenesConTienda(ctx, id)).imagenes;
}

/** The images and the product's shop (the public cache files the answer under that shop). */
export async function imagenesConTienda(
  ctx: ServiceContext,
  id: string,
): Promise<{ imagenes: ProductoImagen[]; idEmprendimiento: string }> {
  // One statement: the product's shop (no row: not public) and its images, principal first.
  const rows = await queryPreparada<{
    emprendimiento_id: string;
    id: number | null;
    url: string;
    principal: boolean;
    orden: number;
  }>(
    ctx.db,
    sql`select p.emprendimiento_id, i.id, i.url, i.principal, i.orden
        from app.productos p left join app.producto_imagenes i on i.producto_id = p.id
        where p.id = ${id} and ${PRODUCTO_PUBLICO} order by i.principal desc, i.orden, i.id`,
  );
  if (!rows[0]) throw productoNoEncontrado();
  const imagenes = rows.flatMap(({ id: idImagen, url, principal, orden }) =>
    idImagen === null ? [] : [{ id: idImagen, url, principal, orden }],
  );
  return { imagenes, idEmprendimiento: rows[0].emprendimiento_id };
}

/** docs/producto/api.md#productos mas-vendidos: public products by units sold. */
export async function masVendidos(ctx: ServiceContext, size: number): Promise<Producto[]> {
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`select p.id from app.productos p where ${PRODUCTO_PUBLICO}
        order by p.unidades_vendidas desc, p.fecha_alta desc, p.id limit ${size}`,
  );
  return loadProductos(
    ctx,
    rows.map((r) => r.id),
  );
}

/** Ids of a shop's public products, newest first; 404 when the shop itself is not public. */
export async function idsPublicosDeEmprendimiento(
  ctx: ServiceContext,
  idEmprendimiento: string,
): Promise<string[] | null> {
  const rows = await queryPreparada<{ id: string | null }>(
    ctx.db,
    sql`select p.id from (select ${idEmprendimiento}::uuid as id where ${emprendimientoActivo(idEmprendimiento)}) e
        left join app.productos p on p.emprendimiento_id = e.id and p.publico
        order by p.fecha_alta desc, p.id`,
  );
  if (rows.length === 0) return null;
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/**
 * One page of a shop's public products in the order of `idsPublicosDeEmprendimiento` (newest
 * first), with the total and each product's enabled catalogs, in ONE prepared statement (the
 * count is a scalar beside the page, so a page past the end still knows the total); null when the
 * shop itself is not public. `excluir` leaves one product out.
 */
export async function paginaPublicaDeEmprendimiento(
  ctx: ServiceContext,
  idEmprendimiento: string,
  pagina: { page: number; size: number; excluir?: string | undefined },
): Promise<{ productos: (Producto & { idCatalogos: number[] })[]; total: number } | null> {
  const fuera = pagina.excluir ? sql`and p.id <> ${pagina.excluir}::uuid` : sql``;
  const idsDePagina = sql`(select p.id, row_number() over (order by p.fecha_alta desc, p.id) as orden from app.productos p
                           where p.emprendimiento_id = e.id and p.publico ${fuera}
                           order by p.fecha_alta desc, p.id limit ${pagina.size} offset ${pagina.page * pagina.size})`;
  const rows = await queryPreparada<
    ProductoRow & { total: number | string; orden: number | string | null; id_catalogos: number[] | null }
  >(
    ctx.db,
    sql`select t.total, x.*, ${idsCatalogosHabilitadosSql(sql`x.id`)} as id_catalogos
        from (select ${idEmprendimiento}::uuid as id where ${emprendimientoActivo(idEmprendimiento)}) e
        cross join lateral (select count(*) as total from app.productos p where p.emprendimiento_id = e.id and p.publico ${fuera}) t
        left join lateral (${productosDePagina(idsDePagina)}) x on true
        order by x.orden`,
  );
  if (rows.length === 0) return null;
  const productos = rows.flatMap((r) =>
    r.id === null ? [] : [{ ...toProducto(r), idCatalogos: (r.id_catalogos ?? []).map(Number) }],
  );
  return { productos, total: Number(rows[0]!.total) };
}

/** docs/producto/api.md#publicas-del-comprador productos/misProductos/{id}: the public products of a public shop. */
export async function productosDeEmprendimiento(ctx: ServiceContext, idEmprendimiento: string): Promise<Producto[]> {
  const ids = await idsPublicosDeEmprendimiento(ctx, idEmprendimiento);
  if (!ids) throw emprendimientoNoEncontrado();
  return loadProductos(ctx, ids);
}

/** Public products for sitemap.xml, newest change first (at most `limite`). */
export async function productosParaSitemap(
  ctx: ServiceContext,
  limite: number,
): Promise<{ id: string; nombre: string; actualizado: Date }[]> {
  const rows = await queryRows<{ id: string; nombre: string; actualizado: string | Date }>(
    ctx.db,
    sql`select p.id, p.nombre, p.updated_at as actualizado from app.productos p where ${PRODUCTO_PUBLICO} order by p.updated_at desc, p.id limit ${limite}`,
  );
  return rows.map((r) => ({ id: r.id, nombre: r.nombre, actualizado: new Date(r.actualizado) }));
}
