// The app's service worker (docs/producto/app-instalable.md, decision 097), built by vite-plugin-pwa
// (injectManifest: the build writes the precache list where `self.__WB_MANIFEST` stands).
// It keeps the app's built files and the offline page, and nothing else: no API answer and no page
// the server painted is ever stored (docs/producto/app-instalable.md#qué-se-guarda).
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
// Web push: its listeners register themselves on import (docs/producto/notificaciones.md#envio).
import './push';
import { CACHE_ARCHIVOS, esArchivoConHuella, esPaginaDeLaApp, PAGINA_SIN_CONEXION } from './reglas';

const origen = self.location.origin;

// No skipWaiting and no clients.claim: a new version waits until every Feria tab is closed and
// takes over on the next visit, so a page never runs code of two builds at once
// (docs/producto/app-instalable.md#actualizaciones).
cleanupOutdatedCaches();
// Written as `self.__WB_MANIFEST` in the output: the build looks for exactly that.
precacheAndRoute((self as unknown as { __WB_MANIFEST: (PrecacheEntry | string)[] }).__WB_MANIFEST);

// No navigation preload: a navigation the worker leaves alone (sign-in under /auth, the sandbox's
// checkout) would reach the server twice — the preload and the browser's own request — and the
// identity server's second answer replaces the sign-in's interaction cookie of the first
// ('interaction session not found' on the way back). Decision 097.

const red = new NetworkOnly();
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && esPaginaDeLaApp(url, origen),
  async (opciones) => {
    try {
      return await red.handle(opciones);
    } catch {
      return (await matchPrecache(PAGINA_SIN_CONEXION)) ?? Response.error();
    }
  },
);

// Built files fetched after install (a dashboard page, the charts): their names change with their
// content, so the first copy is good for good; the oldest go when there are too many.
registerRoute(
  ({ url }) => esArchivoConHuella(url, origen),
  new CacheFirst({
    cacheName: CACHE_ARCHIVOS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
