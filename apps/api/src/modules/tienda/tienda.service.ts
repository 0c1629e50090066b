import {
  type Apariencia,
  type CatalogoTienda,
  type EmprendimientoPublico,
  type ProductoTienda,
  type TiendaPorSlug,
} from '@feria/contracts';
import { catalogosHabilitados, catalogosHabilitadosDeProductos } from '../catalogos/catalogos.queries';
import { tiendaNoEncontrada } from '../../lib/app-error';
import type { ServiceContext } from '../../lib/context';
import { groupBy } from '../../lib/group-by';
import { paginaJson } from '../../lib/page';
import { leerApariencia } from '../apariencia/apariencia.queries';
import type { ColumnaAjena, Leidas } from '../../db/sql';
import { lectorDeEmprendimiento, type FilaDeTienda } from '../emprendimientos/emprendimiento-loader';
import { conteosDeTienda } from './conteos';
import { resolverSlug } from '../emprendimientos/slugs';
import {
  idsPublicosDeEmprendimiento,
  loadProductos,
  paginaPublicaDeEmprendimiento,
} from '../productos/productos.service';

/**
 * docs/producto/api.md#publicas-del-comprador full shop load: GET tienda/{id}, a reader of public
 * shops, else docs/producto/errores.md 'No se encontraron datos de la tienda': one prepared statement
 * (the loader) for the requests that ask at once (decision 100), with the other modules' columns
 * `columnasDe` gives (decision 091), its state checked here: only an Activo shop is public. A route
 * makes its reader once, when it is registered.
 */
export function lectorDeTienda<C extends Record<string, ColumnaAjena<FilaDeTienda>>>(
  columnasDe: () => C,
): (ctx: ServiceContext, id: string) => Promise<EmprendimientoPublico & Leidas<C>> {
  const leer = lectorDeEmprendimiento(conteosDeTienda, columnasDe);
  return async (ctx, id) => {
    const tienda = await leer(ctx, id);
    if (tienda?.estado !== 'Activo') throw tiendaNoEncontrada();
    return tienda;
  };
}

/** A public shop without other modules' columns, else 'No se encontraron datos de la tienda'. */
export const obtenerTienda: (ctx: ServiceContext, id: string) => Promise<EmprendimientoPublico> = lectorDeTienda(
  () => ({}),
);

/** GET tienda/slug/{slug} (decision 040): the public shop a current or former slug names. */
export async function tiendaPorSlug(ctx: ServiceContext, slug: string): Promise<TiendaPorSlug> {
  const tienda = await resolverSlug(ctx, slug);
  if (!tienda) throw tiendaNoEncontrada();
  return tienda;
}

/** docs/producto/entidades.md/docs/producto/precios.md: the stored appearance, or the defaults named after the shop. */
export async function obtenerApariencia(ctx: ServiceContext, id: string): Promise<Apariencia> {
  const tienda = await obtenerTienda(ctx, id);
  return leerApariencia(ctx.db, { id, nombre: tienda.nombre, logo: tienda.logo, banner: tienda.banner });
}

/** docs/producto/api.md#publicas-del-comprador tienda/productos/obtenerProductos/{id}: public products with their enabled catalogs. */
export async function productosDeTienda(ctx: ServiceContext, id: string): Promise<ProductoTienda[]> {
  const ids = await idsPublicosDeEmprendimiento(ctx, id);
  if (!ids) throw tiendaNoEncontrada();
  return conCatalogos(ctx, ids);
}

/**
 * GET tienda/{id}/productos (docs/arquitectura.md#rendimiento): one page of the shop's products,
 * same order and visibility as productosDeTienda, as the endpoint's JSON: the products as the
 * database wrote them (decision 101) in the page's fields.
 */
export async function paginaProductosDeTienda(
  ctx: ServiceContext,
  id: string,
  pagina: { page: number; size: number; excluir?: string | undefined },
): Promise<string> {
  // One statement: the page's products with their catalogs and the total.
  const encontrados = await paginaPublicaDeEmprendimiento(ctx, id, pagina);
  if (!encontrados) throw tiendaNoEncontrada();
  return paginaJson(encontrados.tarjetas, encontrados.total, pagina.page, pagina.size);
}

async function conCatalogos(ctx: ServiceContext, ids: string[]): Promise<ProductoTienda[]> {
  if (ids.length === 0) return [];
  const [productos, enlaces] = await Promise.all([
    loadProductos(ctx, ids),
    catalogosHabilitadosDeProductos(ctx.db, ids),
  ]);
  const porProducto = groupBy(enlaces, (e) => e.productoId);
  return productos.map((p) => ({ ...p, idCatalogos: (porProducto.get(p.id) ?? []).map((e) => e.catalogoId) }));
}

/** docs/producto/api.md#publicas-del-comprador tienda/catalogos/{id}: enabled catalogs with the ids of their public products. */
export async function catalogosDeTienda(ctx: ServiceContext, id: string): Promise<CatalogoTienda[]> {
  const ids = await idsPublicosDeEmprendimiento(ctx, id);
  if (!ids) throw tiendaNoEncontrada();
  const lista = await catalogosHabilitados(ctx.db, id);
  const publicos = new Set(ids);
  // Keep the shop's product order (newest first) inside each catalog.
  const orden = new Map(ids.map((pid, i) => [pid, i]));
  return lista.map(({ productoIds, ...c }) => ({
    ...c,
    productosIds: productoIds.filter((p) => publicos.has(p)).sort((a, b) => (orden.get(a) ?? 0) - (orden.get(b) ?? 0)),
  }));
}
