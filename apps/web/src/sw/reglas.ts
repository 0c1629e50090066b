// docs/producto/app-instalable.md#qué-se-guarda: which requests the service worker answers, and how.
// Pure functions of the URL, so the rules are tested without a browser (reglas.test.ts).

/** Paths the server owns outright: the API, sign-in, the payment sandbox, uploads, operations. */
const DEL_SERVIDOR = ['/api', '/auth', '/_sandbox', '/uploads', '/health', '/ready', '/metrics'];

const bajo = (ruta: string, prefijos: readonly string[]) =>
  prefijos.some((p) => ruta === p || ruta.startsWith(`${p}/`) || ruta.startsWith(`${p}?`));

/**
 * A navigation to one of the app's pages: it goes to the network (never a stored copy, the page
 * may carry the user's data) and, without network, the offline page answers. Sign-in, the
 * payment sandbox's checkout and anything served by the API are left to the browser untouched.
 */
export function esPaginaDeLaApp(url: URL, origen: string): boolean {
  return url.origin === origen && !bajo(url.pathname, DEL_SERVIDOR);
}

/**
 * A built file whose name carries its content's hash (/assets/…): the same URL never changes, so
 * a stored copy is always right. The start bundle is precached; the rest (dashboard pages,
 * charts) is kept the first time it is fetched.
 */
export function esArchivoConHuella(url: URL, origen: string): boolean {
  return url.origin === origen && url.pathname.startsWith('/assets/') && url.search === '';
}

/** The precached offline page (public/sin-conexion.html). */
export const PAGINA_SIN_CONEXION = '/sin-conexion.html';

/** The cache of the built files fetched after install; its name is bumped if its rules change. */
export const CACHE_ARCHIVOS = 'feria-archivos-v1';
