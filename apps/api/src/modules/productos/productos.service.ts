import { sql } from 'drizzle-orm';
import type { Producto, ProductoImagen } from '@feria/contracts';
import { queryPreparada } from '../../db/preparadas';
import { jsonNumero, jsonTexto, queryRows } from '../../db/sql';
import { arrayDeUuid, esUuid, lectorPorLotes } from '../../db/lotes';
import { emprendimientoNoEncontrado, productoNoEncontrado } from '../../lib/app-error';
import type { ServiceContext } from '../../lib/context';
import { lectorDeProductoPublico, loadProductos, tarjetasDePagina, type FilaDeProducto } from './producto-loader';
import type { ColumnaAjena, Leidas } from '../../db/sql';
import { PRODUCTO_PUBLICO } from './producto-publico';
import { emprendimientoActivo, nombreDeEmprendimiento } from '../emprendimientos/emprendimientos.sql';
import { umbralEnvioGratisDe } from '../envios/envios.sql';

export { buscarProductos } from './search.service';
export { loadProductos } from './producto-loader';

/**
 * docs/producto/api.md#productos GET productos/{id}: a reader of public products, else 404 'Producto
 * no encontrado'; with its options and enabled variants (docs/producto/variantes.md#lectura) and the
 * other modules' columns `columnasDe` gives (decision 091), in one statement for the requests that
 * ask at once (decision 100). A route makes its reader once, when it is registered.
 */
export function lectorDeProducto<C extends Record<string, ColumnaAjena<FilaDeProducto>>>(
  columnasDe: () => C,
): (ctx: ServiceContext, id: string) => Promise<Producto & Leidas<C>> {
  const leer = lectorDeProductoPublico(columnasDe);
  return async (ctx, id) => {
    const producto = await leer(ctx, id);
    if (!producto) throw productoNoEncontrado();
    return producto;
  };
}

/** docs/producto/api.md#productos: a public product without other modules' columns, else 404 'Producto no encontrado'. */
export const obtenerProducto: (ctx: ServiceContext, id: string) => Promise<Producto> = lectorDeProducto(() => ({}));

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
 * A page of a shop's public products with their enabled catalogs, as the JSON the API answers
 * (decision 101): `tarjetas` the elements of its `content` array without the brackets ('' for
 * none), and how many it has in all.
 */
export interface PaginaDeTienda {
  tarjetas: string;
  total: number;
}

/** One page of one shop, ids in lower case (as the database answers them). */
interface PaginaPedida {
  tienda: string;
  page: number;
  size: number;
  excluir: string | null;
}

function claveDePagina(p: PaginaPedida): string {
  return `${p.tienda} ${p.page} ${p.size} ${p.excluir ?? ''}`;
}

/**
 * Pages of shops' public products in the order of `idsPublicosDeEmprendimiento` (newest first),
 * each product with its enabled catalogs, and the shop's total, in ONE prepared statement for the
 * pages several requests ask for at once (db/lotes.ts, decision 100): one row per page, by the
 * page's position in the batch, its products written as JSON by the database (decision 101) with
 * the shop's name and free-shipping threshold computed once for the page, read from the index that
 * holds the texts (decision 102). The count is a scalar beside the page, over the products' own
 * smaller index, so a page past the end still knows the total; a shop that is not public has no
 * row (null: 404).
 */
const leerPaginas = lectorPorLotes<PaginaPedida, PaginaDeTienda>(
  async (db, pedidas) => {
    const tarjetas = tarjetasDePagina(
      { id: sql`e.id`, nombre: sql`e.nombre`, envioGratisDesde: sql`e.umbral` },
      { size: sql`q.size`, desde: sql`q.desde`, excluir: sql`q.excluir` },
    );
    const rows = await queryPreparada<{ n: number | string; total: number | string; tarjetas: string | null }>(
      db,
      sql`select q.n, t.total, ${tarjetas} as tarjetas
        from unnest(${arrayDeUuid(pedidas.map((p) => p.tienda))}::uuid[], ${`{${pedidas.map((p) => p.size).join(',')}}`}::int[],
                    ${`{${pedidas.map((p) => p.page * p.size).join(',')}}`}::int[],
                    ${`{${pedidas.map((p) => p.excluir ?? 'NULL').join(',')}}`}::uuid[])
             with ordinality q(tienda, size, desde, excluir, n)
        join lateral (select q.tienda as id, ${jsonTexto(nombreDeEmprendimiento(sql`q.tienda`))} as nombre,
                             ${jsonNumero(umbralEnvioGratisDe(sql`q.tienda`))} as umbral
                       where ${emprendimientoActivo(sql`q.tienda`)}) e on true
        cross join lateral (select count(*) as total from app.productos p where p.emprendimiento_id = e.id and p.publico and p.id is distinct from q.excluir) t
        order by q.n`,
    );
    return new Map(
      rows.map((r) => [
        claveDePagina(pedidas[Number(r.n) - 1]!),
        { tarjetas: r.tarjetas ?? '', total: Number(r.total) },
      ]),
    );
  },
  { nombre: 'pagina_de_tienda', clave: claveDePagina },
);

/**
 * docs/arquitectura.md#rendimiento GET tienda/{id}/productos: one page of a public shop's products
 * (newest first, `excluir` left out) with their enabled catalogs and the total; null when the shop
 * is not public.
 */
export async function paginaPublicaDeEmprendimiento(
  ctx: ServiceContext,
  idEmprendimiento: string,
  pagina: { page: number; size: number; excluir?: string | undefined },
): Promise<PaginaDeTienda | null> {
  if (!esUuid(idEmprendimiento) || (pagina.excluir && !esUuid(pagina.excluir))) return null;
  const pedida = {
    tienda: idEmprendimiento.toLowerCase(),
    page: pagina.page,
    size: pagina.size,
    excluir: pagina.excluir?.toLowerCase() ?? null,
  };
  return (await leerPaginas(ctx.db, pedida)) ?? null;
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
