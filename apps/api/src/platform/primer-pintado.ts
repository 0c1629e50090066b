import type { FastifyInstance } from 'fastify';
import {
  DIRECTORIO_PAGE_SIZE,
  emprendimientosPublicosApi,
  idDeRutaProducto,
  imagenResponsiva,
  MAS_PRODUCTOS_SIZE,
  MAS_VENDIDOS_SIZE,
  ORDENES_EMPRENDIMIENTOS,
  productosPublicosApi,
  referenciasApi,
  resenasPublicasApi,
  RESENAS_PRODUCTO_SIZE,
  RUTA_SITIO,
  rutaCon,
  SEARCH_DEFAULT_SIZE,
  sortImages,
  TAMANOS_IMAGEN,
  tiendaPublicaApi,
  uuidParam,
  type Apariencia,
  type Endpoint,
  type EmprendimientoPublico,
  type Producto,
  type ProductoImagen,
  type TiendaPorSlug,
} from '@feria/contracts';

// First paint of the public pages (docs/arquitectura.md#rendimiento, decision 045): the HTML the server sends for the
// home, a search, a product, a shop or the directory carries the answers of the reads that page
// makes first, as a dehydrated TanStack Query state under the web's own query keys, so the app
// renders them at once instead of starting a waterfall of requests after its bundle. The reads go
// through the API's own routes (`inject`), so the data is the very JSON the web would fetch.

/** What the web's `hydrate` takes (TanStack Query v5 `DehydratedState`, successful queries only). */
export interface EstadoInicial {
  mutations: [];
  queries: { queryKey: readonly unknown[]; state: Record<string, unknown> }[];
}

export interface PrimerPintado {
  estado: EstadoInicial;
  /** The page's largest image, preloaded with the same srcset and sizes as its <img>. */
  imagenPrincipal?: { src: string; srcSet?: string; sizes: string };
}

/** The `id` of the script element the web reads (apps/web/src/app/estado-inicial.ts). */
export const ID_ESTADO_INICIAL = 'estado-inicial';

type Args = { params?: Record<string, unknown>; query?: Record<string, unknown> };

/** The web's key of a read (apps/web/src/lib/api-endpoint.ts `claveDe`): resource, path template, params, query. */
export const claveDe = (e: Endpoint, a: Args) => [e.recurso, e.ruta, a.params ?? null, a.query ?? null] as const;

const positivo = (v: string | null): number | undefined => {
  if (v === null || !/^\d+$/.test(v.trim())) return undefined;
  const n = Number(v);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
};
const finito = (v: string | null): number | undefined => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** The home's, search's, product's, shop's or directory's first reads with their answers; null for other pages. */
export async function primerPintado(
  app: FastifyInstance,
  pathname: string,
  query: URLSearchParams,
  ip?: string,
): Promise<PrimerPintado | null> {
  // The reads count as the visitor's (rate limit), who no longer makes them from the browser.
  const desde = ip ? { remoteAddress: ip } : {};
  const ahora = Date.now();
  const queries: EstadoInicial['queries'] = [];
  let imagenPrincipal: PrimerPintado['imagenPrincipal'];

  /** One read through the API's own route; a failure is left to the web (it shows its own error). */
  const leer = async <T>(e: Endpoint, a: Args, clave: readonly unknown[] = claveDe(e, a)): Promise<T | undefined> => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(a.query ?? {}))
      if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
    const url = `${rutaCon(e.ruta, a.params)}${qs.size ? `?${qs.toString()}` : ''}`;
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' }, ...desde });
    if (res.statusCode !== 200) return undefined;
    const data = res.json<T>();
    queries.push({ queryKey: clave, state: exito(data, ahora) });
    return data;
  };
  const sitio = async () => {
    const res = await app.inject({ method: 'GET', url: RUTA_SITIO, ...desde });
    if (res.statusCode === 200)
      queries.push({
        queryKey: ['sitio'],
        state: exito({ demo: res.json<{ demo?: unknown }>().demo === true }, ahora),
      });
  };

  if (pathname === '/') {
    await Promise.all([
      sitio(),
      leer(productosPublicosApi.masVendidos, { query: { size: MAS_VENDIDOS_SIZE } }),
      leer(emprendimientosPublicosApi.destacados, {}),
      leer(referenciasApi.rubros, {}),
      leer(referenciasApi.estadisticas, {}),
    ]);
  } else if (pathname === '/search') {
    // apps/web/src/features/search/search-params.ts: readSearchState → toProductoQuery / toEmprendimientoQuery.
    const q = (query.get('q') ?? '').trim();
    const tipo = positivo(query.get('tipo'));
    const rubro = positivo(query.get('rubro'));
    const page = positivo(query.get('page')) ?? 1;
    const [productos] = await Promise.all([
      leer<{ content: Producto[] }>(productosPublicosApi.buscar, {
        query: {
          nombre: q || undefined,
          page: page - 1,
          size: SEARCH_DEFAULT_SIZE,
          precioMin: finito(query.get('min')),
          precioMax: finito(query.get('max')),
          idTipoProducto: tipo,
          idRubro: rubro,
        },
      }),
      q || rubro !== undefined
        ? leer(emprendimientosPublicosApi.buscar, { query: { nombre: q || undefined, idRubro: rubro } })
        : undefined,
      leer(productosPublicosApi.tipos, {}),
      leer(referenciasApi.rubros, {}),
      sitio(),
    ]);
    imagenPrincipal = conTamanos(imagenResponsiva(productos?.content[0]?.rutaImagen), TAMANOS_IMAGEN.tarjeta);
  } else if (pathname.startsWith('/productos/')) {
    const segmento = decodeURIComponent(pathname.slice('/productos/'.length).replace(/\/$/, ''));
    const id = idDeRutaProducto(segmento) ?? segmento;
    if (!uuidParam.safeParse(id).success) return null;
    const [producto, imagenes] = await Promise.all([
      leer<Producto>(productosPublicosApi.obtener, { params: { id } }),
      leer<ProductoImagen[]>(productosPublicosApi.imagenes, { params: { id } }),
      sitio(),
    ]);
    if (!producto) return null;
    await Promise.all([
      leer(tiendaPublicaApi.obtener, { params: { id: producto.idEmprendimiento } }),
      leer(tiendaPublicaApi.paginaProductos, {
        params: { id: producto.idEmprendimiento },
        query: { page: 0, size: MAS_PRODUCTOS_SIZE, excluir: producto.id },
      }),
      // apps/web/src/features/resenas/api/resenas.ts useResenasProducto: its first reviews.
      leer(resenasPublicasApi.producto, { params: { id }, query: { size: RESENAS_PRODUCTO_SIZE } }),
    ]);
    const principal = imagenes && imagenes.length > 0 ? sortImages(imagenes)[0]!.url : producto.rutaImagen;
    imagenPrincipal = conTamanos(imagenResponsiva(principal), TAMANOS_IMAGEN.galeria);
  } else if (pathname.startsWith('/tienda/') && !pathname.slice('/tienda/'.length).replace(/\/$/, '').includes('/')) {
    // apps/web/src/features/tienda/api/tienda.ts useTienda: the slug's resolution, then the four reads.
    const segmento = decodeURIComponent(pathname.slice('/tienda/'.length).replace(/\/$/, ''));
    let id = segmento;
    if (!uuidParam.safeParse(segmento).success) {
      const s = await leer<TiendaPorSlug>(tiendaPublicaApi.porSlug, { params: { slug: segmento } });
      if (!s) return null;
      id = s.id;
    }
    const [tienda, apariencia] = await Promise.all([
      leer<EmprendimientoPublico>(tiendaPublicaApi.obtener, { params: { id } }),
      leer<Apariencia>(tiendaPublicaApi.apariencia, { params: { id } }),
      leer(tiendaPublicaApi.productos, { params: { id } }),
      leer(tiendaPublicaApi.catalogos, { params: { id } }),
      sitio(),
    ]);
    if (!tienda) return null;
    // apps/web/src/features/tienda/components/storefront.tsx: the appearance's banner, else the shop's.
    imagenPrincipal = conTamanos(imagenResponsiva(apariencia?.banner ?? tienda.banner, 1600), TAMANOS_IMAGEN.banner);
  } else if (pathname === '/emprendimientos') {
    // apps/web/src/features/directorio/directorio-params.ts: readDirectorioState → toListQuery.
    const provincia = positivo(query.get('provincia'));
    const calificacion = positivo(query.get('calificacion'));
    const orden = query.get('orden') ?? '';
    const ciudad = provincia === undefined ? '' : (query.get('ciudad') ?? '').trim();
    await Promise.all([
      leer(emprendimientosPublicosApi.listar, {
        query: {
          nombre: (query.get('q') ?? '').trim() || undefined,
          idRubro: positivo(query.get('rubro')),
          idProvincia: provincia,
          ciudad: ciudad || undefined,
          calificacionMinima: calificacion !== undefined && calificacion <= 5 ? calificacion : undefined,
          verificado: query.get('verificados') === '1' ? true : undefined,
          orden: (ORDENES_EMPRENDIMIENTOS as readonly string[]).includes(orden) ? orden : 'relevancia',
          page: (positivo(query.get('page')) ?? 1) - 1,
          size: DIRECTORIO_PAGE_SIZE,
        },
      }),
      leer(referenciasApi.rubros, {}),
      leer(referenciasApi.provincias, {}),
      provincia !== undefined
        ? leer(emprendimientosPublicosApi.ciudades, { query: { idProvincia: provincia } })
        : undefined,
      sitio(),
    ]);
  } else {
    return null;
  }
  return { estado: { mutations: [], queries }, ...(imagenPrincipal ? { imagenPrincipal } : {}) };
}

const conTamanos = (img: { src: string; srcSet?: string } | null, sizes: string) =>
  img ? { ...img, sizes } : undefined;

/** A query's state as `dehydrate` writes a successful one. */
const exito = (data: unknown, ahora: number) => ({
  data,
  dataUpdateCount: 1,
  dataUpdatedAt: ahora,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
});

/**
 * JSON that is safe inside a <script> element: `<` (so no `</script>` or `<!--` can end or bend
 * it), `>`, `&` and the line separators U+2028/U+2029 are written as JSON escapes.
 */
export const jsonEnScript = (valor: unknown) =>
  JSON.stringify(valor)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with the page's preloaded main image (in <head>), its data (before the app's script)
 * and, when the server rendered it (decision 049), its markup inside #root (marked `data-ssr`, with
 * the screen width it was rendered for), which the app hydrates.
 */
export function conPrimerPintado(
  indexHtml: string,
  p: PrimerPintado,
  pintado?: { marcado: string; ancho: number } | null,
): string {
  const img = p.imagenPrincipal;
  const preload = img
    ? `<link rel="preload" as="image" href="${attr(img.src)}"${img.srcSet ? ` imagesrcset="${attr(img.srcSet)}" imagesizes="${attr(img.sizes)}"` : ''} fetchpriority="high" />\n  `
    : '';
  const datos = `<script type="application/json" id="${ID_ESTADO_INICIAL}">${jsonEnScript(p.estado)}</script>`;
  let html = indexHtml;
  let cabeza = preload;
  let root = '<div id="root">';
  if (pintado) {
    // A painted page loads the app after its first frame (public/arranque.js): the module scripts
    // and their preloads give way to one deferred script that imports them one at a time — the
    // async scripts first, then the preloaded chunks (the start bundle's libraries, in the order
    // Vite lists them), then the entry.
    const asincronos: string[] = [];
    const precargados: string[] = [];
    const entradas: string[] = [];
    html = html
      .replace(
        /<script type="module"([^>]*?)\ssrc="([^"]+)"[^>]*><\/script>\s*/g,
        (_, atributos: string, src: string) => {
          (/\basync\b/.test(atributos) ? asincronos : entradas).push(src);
          return '';
        },
      )
      .replace(/<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\s*/g, (_, href: string) => {
        precargados.push(href);
        return '';
      });
    cabeza += `<script src="/arranque.js" data-modulos="${attr([...asincronos, ...precargados, ...entradas].join(' '))}" defer></script>\n  `;
    root = `<div id="root" data-ssr="" data-ancho="${pintado.ancho}">${pintado.marcado}`;
  }
  return html.replace('</head>', () => `${cabeza}</head>`).replace('<div id="root">', () => `${datos}\n    ${root}`);
}
