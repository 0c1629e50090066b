import type { FastifyInstance } from 'fastify';

// First paint of the public pages (docs/arquitectura.md#render-en-el-servidor, decisions 045 and 075): the HTML the
// server sends for a page the web paints with data carries the answers of the reads that page makes
// first, as a dehydrated TanStack Query state under the web's own query keys, so the app renders
// them at once instead of starting a waterfall of requests after its bundle. Which reads a page
// makes is the web's to say (each public route declares them, apps/web/src/app/primeras-lecturas.ts);
// the API gives it `leer`, a read through its own routes in this process (`inject`), so the data is
// the very JSON the web would fetch. Without the web's render module pages go out without data.

/** What the web's `hydrate` takes (TanStack Query v5 `DehydratedState`, successful queries only). */
export interface EstadoInicial {
  mutations: unknown[];
  queries: { queryKey: readonly unknown[]; state: { data?: unknown } & Record<string, unknown> }[];
}

export interface PrimerPintado {
  estado: EstadoInicial;
  /** The page's largest image, preloaded with the same srcset and sizes as its <img>. */
  imagenPrincipal?: { src: string; srcSet?: string; sizes: string };
}

/** The `id` of the script element the web reads (apps/web/src/app/estado-inicial.ts). */
export const ID_ESTADO_INICIAL = 'estado-inicial';

/** A GET of one of the API's own routes (path and query): its JSON on a 200, else undefined. */
export type LeerRuta = (ruta: string) => Promise<unknown>;

/** The web's side (apps/web/src/entry-server.tsx `primerasLecturas`): the page's first reads, or null. */
export interface LecturasDePagina {
  primerasLecturas(url: string, leer: LeerRuta): Promise<PrimerPintado | null>;
}

/**
 * The reads of one page request through the API's own routes, each path read once (the page's
 * data and its meta tags share them). They count as the visitor's (rate limit), who no longer
 * makes them from the browser; a failed read is left to the web (it shows its own error).
 */
export function lectorDePagina(app: FastifyInstance, ip?: string): LeerRuta {
  const desde = ip ? { remoteAddress: ip } : {};
  const leidas = new Map<string, Promise<unknown>>();
  return (ruta) => {
    let lectura = leidas.get(ruta);
    if (!lectura) {
      lectura = app.inject({ method: 'GET', url: ruta, headers: { accept: 'application/json' }, ...desde }).then(
        (res) => (res.statusCode === 200 ? res.json<unknown>() : undefined),
        () => undefined,
      );
      leidas.set(ruta, lectura);
    }
    return lectura;
  };
}

/** The first reads of the page at `url` (path and query), as the web declares them; null for a page without data. */
export async function primerPintado(web: LecturasDePagina, url: string, leer: LeerRuta): Promise<PrimerPintado | null> {
  const p = await web.primerasLecturas(url, leer);
  return p && Array.isArray(p.estado?.queries) ? p : null;
}

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
