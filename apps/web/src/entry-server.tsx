// First paint of the public pages from the server (docs/arquitectura.md#render-en-el-servidor, decision 049): the API
// process loads this module (built by vite.ssr.config.ts), asks it for a page's first reads — each
// public route declares them (decision 075), the API only reads them in its own process — embeds
// them in the HTML (decision 045) and renders the page's markup with them. The browser then renders
// the same page over it.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { AppProviders } from './app/providers';
import { appRoutes, precargarRuta } from './app/router';
import { createQueryClient } from './lib/query-client';
import { fijarOrigenDelServidor } from './lib/origen';
import { fijarAnchoInicial } from './app/ancho-inicial';
import { crearCacheDeEstilos } from './lib/estilos-cache';

export { primerasLecturas, type LeerRuta, type PrimerasLecturas } from './app/primeras-lecturas';

const handler = createStaticHandler(appRoutes);

/**
 * The HTML of the page at `url` (absolute) as a visitor sees it first — signed out, empty cart,
 * light colours — at a screen `ancho` px wide (app/ancho-inicial.ts), with the reads in `estado`
 * as its data; null when the route does not render a page (a redirect). The page's styles come
 * first, in one <style> per kind (estilosCriticos); the browser's emotion moves them to <head> when it starts.
 */
export async function renderizarPagina(url: string, estado: DehydratedState, ancho: number): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const { pathname, origin } = new URL(url);
  await precargarRuta(pathname);
  fijarOrigenDelServidor(origin);
  fijarAnchoInicial(ancho);
  const client = createQueryClient();
  hydrate(client, estado);
  const cache = crearCacheDeEstilos();
  // Styles are collected in the cache instead of written as a <style> beside each component (docs/arquitectura.md#rendimiento).
  cache.compat = true;
  try {
    const html = renderToString(
      <StrictMode>
        <CacheProvider value={cache}>
          <AppProviders queryClient={client}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    );
    return estilosCriticos(cache) + html;
  } finally {
    client.clear();
  }
}

/**
 * The styles the page's render inserted, in the tags emotion's own server extraction writes
 * (@emotion/server constructStyleTagsFromChunks): one `<style data-emotion="css id…">` for the
 * components' classes, one `css-global` per global style. All of them, not only the classes in the
 * markup: the browser's first render asks for the same ones (what a render inserts beyond the markup,
 * the app would otherwise insert again while it starts).
 * Performance (docs/arquitectura.md#rendimiento): written beside each component, a page carried ~120 <style> elements, and the browser's
 * emotion moved each one twice on start (every move re-reading a style sheet and restyling the
 * page): the longest tasks of a phone's start. The browser's emotion takes these as already
 * inserted, by the ids in data-emotion.
 */
function estilosCriticos(cache: EmotionCache): string {
  const ids: string[] = [];
  let clases = '';
  let globales = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const registrada = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (registrada) {
      ids.push(id);
      clases += css;
    } else globales += `<style data-emotion="${cache.key}-global ${id}">${css}</style>`;
  }
  return `${globales}<style data-emotion="${cache.key} ${ids.join(' ')}">${clases}</style>`;
}
