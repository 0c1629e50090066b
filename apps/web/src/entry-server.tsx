// First paint of the public pages from the server (issue #14, decision 049): the API process loads
// this module (built by vite.ssr.config.ts) and renders a page's markup with the data it already
// embeds in the HTML (decision 045). The browser then renders the same page over it.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { AppProviders } from './app/providers';
import { appRoutes, precargarRuta } from './app/router';
import { createQueryClient } from './lib/query-client';
import { fijarOrigenDelServidor } from './lib/origen';
import { fijarAnchoInicial } from './app/ancho-inicial';

const handler = createStaticHandler(appRoutes);

/**
 * The HTML of the page at `url` (absolute) as a visitor sees it first — signed out, empty cart,
 * light colours — at a screen `ancho` px wide (app/ancho-inicial.ts), with the reads in `estado`
 * as its data; null when the route does not render a page (a redirect). Emotion writes each component's styles next to its markup; the browser's
 * emotion moves them to <head> when it starts.
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
  try {
    return renderToString(
      <StrictMode>
        <AppProviders queryClient={client}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    client.clear();
  }
}
