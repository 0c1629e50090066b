import { z } from 'zod';
import { ID_ENTERO_MAX, idParams, pageOf, provincia, rubro, uuidParam } from '../common/common.schemas';
import { SEARCH_DEFAULT_PAGE, SEARCH_MAX_SIZE } from '../common/constants';
import { estadisticas } from '../common/estadisticas.schemas';
import { MENSAJES, MENSAJES_APARIENCIA, MENSAJES_CATALOGO } from '../common/messages';
import {
  ciudadesQuery,
  emprendimientoListQuery,
  emprendimientoPage,
  emprendimientoPublico,
  emprendimientoSearchQuery,
} from '../emprendimientos/emprendimientos.schemas';
import { endpoint } from '../endpoints/endpoint';
import { PUBLICO_PREFIJO } from '../endpoints/rutas';
import {
  masVendidosQuery,
  producto,
  productoImagen,
  productoPage,
  productoSearchQuery,
  tipoProductoListItem,
} from '../productos/productos.schemas';
import { resumenPreguntas } from '../preguntas/preguntas';
import { cuponPublico } from '../promociones/promociones.schemas';
import { apariencia } from '../tienda/apariencia.schemas';
import { catalogoTienda, productoTienda } from '../tienda/tienda.schemas';

const recurso = 'publico';
const P = PUBLICO_PREFIJO;

/** docs/producto/api.md#productos / docs/producto/api.md#publicas-del-comprador public product reads. */
export const productosPublicosApi = {
  buscar: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/productos/buscar`,
    query: productoSearchQuery,
    respuesta: productoPage,
    error: 'No se pudieron cargar los productos.',
  }),
  masVendidos: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/productos/mas-vendidos`,
    query: masVendidosQuery,
    respuesta: z.array(producto),
    error: 'No se pudieron cargar los productos más vendidos.',
  }),
  tipos: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/productos/tipos`,
    respuesta: z.array(tipoProductoListItem),
    error: 'No se pudieron cargar los tipos de producto.',
  }),
  deEmprendimiento: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/productos/misProductos/{idEmprendimiento}`,
    params: z.object({ idEmprendimiento: uuidParam }),
    respuesta: z.array(producto),
    error: 'Error al obtener los productos del emprendimiento',
  }),
  obtener: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/productos/{id}`,
    params: idParams,
    /** docs/producto/preguntas.md#en-la-pagina: the page paints the latest answered questions with no extra read. */
    respuesta: producto.extend({ preguntas: resumenPreguntas.optional() }),
    error: MENSAJES.productoNoEncontrado,
  }),
  imagenes: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/productos/{id}/imagenes`,
    params: idParams,
    respuesta: z.array(productoImagen),
    error: 'Error al obtener las imágenes del producto',
  }),
};

/** docs/producto/api.md#productos / docs/producto/api.md#publicas-del-comprador public shop reads. */
export const emprendimientosPublicosApi = {
  listar: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/emprendimientos`,
    query: emprendimientoListQuery,
    respuesta: emprendimientoPage,
    error: 'No se pudieron cargar los emprendimientos.',
  }),
  destacados: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/emprendimientos/destacados`,
    respuesta: z.array(emprendimientoPublico),
    error: 'No se pudieron cargar los emprendimientos destacados.',
  }),
  buscar: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/emprendimientos/buscar`,
    query: emprendimientoSearchQuery,
    respuesta: z.array(emprendimientoPublico),
    error: 'No se pudieron cargar los emprendimientos.',
  }),
  obtener: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/emprendimientos/{id}`,
    params: idParams,
    respuesta: emprendimientoPublico,
    error: MENSAJES.emprendimientoNoEncontrado,
  }),
  /** The directory's Ciudad filter: distinct cities of the public shops, of one province when given. */
  ciudades: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/emprendimientos/ciudades`,
    query: ciudadesQuery,
    respuesta: z.array(z.string()),
    error: 'No se pudieron cargar las ciudades.',
  }),
};

/** A shop's readable URL part (decision 040): lower case letters, digits and single dashes. */
export const slugTienda = z.object({
  slug: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: MENSAJES.tiendaNoEncontrada }),
});
/** GET tienda/slug/{slug}: the shop a current or old slug names; `actual` false means "redirect to `slug`". */
export const tiendaPorSlug = z.object({ id: z.uuid(), slug: z.string(), actual: z.boolean() });
export type TiendaPorSlug = z.infer<typeof tiendaPorSlug>;

/** Default page size of a shop's product pages (a 4-column grid of 6 rows). */
export const TIENDA_PRODUCTOS_SIZE = 24;
/**
 * GET tienda/{id}/productos: a page of the shop's public products, in the order of
 * obtenerProductos (newest first); `excluir` leaves one product out (the product page's
 * "Más productos de la tienda"). Bad values get a 400 with the search's Spanish messages.
 */
export const paginaProductosTiendaQuery = z.object({
  page: z.coerce
    .number({ error: MENSAJES.paginaInvalida })
    .int(MENSAJES.paginaInvalida)
    .min(0, MENSAJES.paginaInvalida)
    .max(ID_ENTERO_MAX, MENSAJES.paginaInvalida)
    .default(SEARCH_DEFAULT_PAGE),
  size: z.coerce
    .number({ error: MENSAJES.tamanoInvalido })
    .int(MENSAJES.tamanoInvalido)
    .min(1, MENSAJES.tamanoInvalido)
    .max(SEARCH_MAX_SIZE, MENSAJES.tamanoInvalido)
    .default(TIENDA_PRODUCTOS_SIZE),
  excluir: uuidParam.optional(),
});
export type PaginaProductosTiendaQuery = z.input<typeof paginaProductosTiendaQuery>;
export const productoTiendaPage = pageOf(productoTienda);

/** docs/producto/api.md#publicas-del-comprador "full shop load in parallel". */
export const tiendaPublicaApi = {
  porSlug: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/tienda/slug/{slug}`,
    params: slugTienda,
    respuesta: tiendaPorSlug,
    error: MENSAJES.tiendaNoEncontrada,
  }),
  obtener: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/tienda/{id}`,
    params: idParams,
    respuesta: emprendimientoPublico,
    error: MENSAJES.tiendaNoEncontrada,
  }),
  apariencia: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/tienda/{id}/apariencia`,
    params: idParams,
    respuesta: apariencia,
    error: MENSAJES_APARIENCIA.obtener,
  }),
  productos: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/tienda/productos/obtenerProductos/{id}`,
    params: idParams,
    respuesta: z.array(productoTienda),
    error: 'Error al obtener los productos de la tienda',
  }),
  /** A page of the shop's products (docs/arquitectura.md#rendimiento: the product page no longer loads the whole shop). */
  paginaProductos: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/tienda/{id}/productos`,
    params: idParams,
    query: paginaProductosTiendaQuery,
    respuesta: productoTiendaPage,
    error: 'Error al obtener los productos de la tienda',
  }),
  catalogos: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/tienda/catalogos/{id}`,
    params: idParams,
    respuesta: z.array(catalogoTienda),
    error: MENSAJES_CATALOGO.obtener,
  }),
  /** The coupons the shop page announces (decision 065): enabled and usable now. */
  cupones: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/tienda/{id}/cupones`,
    params: idParams,
    respuesta: z.array(cuponPublico),
    error: 'Error al obtener los cupones de la tienda',
  }),
};

/** docs/producto/api.md#convenciones helper areas /rubros and /provincias, plus the home statistics (docs/producto/rutas.md#barra-publica). */
export const referenciasApi = {
  rubros: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/rubros`,
    respuesta: z.array(rubro),
    error: MENSAJES.categoriasNoCargadas,
  }),
  provincias: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/provincias`,
    respuesta: z.array(provincia),
    error: 'No se pudieron cargar las provincias.',
  }),
  estadisticas: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/estadisticas`,
    respuesta: estadisticas,
    error: 'No se pudieron cargar las estadísticas.',
  }),
};
