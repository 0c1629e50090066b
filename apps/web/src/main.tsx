// First: zod's configuration must exist before any schema is parsed (CSP, lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { AppProviders } from './app/providers';
import { createAppRouter, precargarPaginas } from './app/router';
import { anchoDePintadoPara } from '@feria/contracts';
import { fijarAnchoInicial } from './app/ancho-inicial';
import { cederElHilo } from './lib/ceder-el-hilo';
import { crearCacheDeEstilos } from './lib/estilos-cache';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

// The styles as the server wrote them (lib/estilos-cache.ts: only the prefixes Safari still needs).
const estilos = crearCacheDeEstilos();
const appCon = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <CacheProvider value={estilos}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>
  </StrictMode>
);

/*
 * Decision 049: a public page arrives painted by the server (its markup in #root, `data-ssr`), as a
 * visitor sees it first in light colours. The app loads the page's module, then hydrates that
 * markup in a transition: React works in slices of a few milliseconds, so the phone stays
 * responsive. In dark mode, or on a screen of another layout than the one painted, the markup was
 * kept hidden (index.html): the app renders the page anew. Every other page is rendered by the app alone.
 */
const pintada = container.hasAttribute('data-ssr');
const oscura = document.documentElement.getAttribute('data-modo-inicial') === 'oscuro';
// Painted for another layout than this screen's (a first visit that guessed wrong, a resized window):
// kept hidden like the dark case (index.html) and rendered anew, so nothing jumps.
const anchoPintado = Number(container.getAttribute('data-ancho'));
const otroAncho = anchoDePintadoPara(window.innerWidth) !== anchoPintado;
// Each step in a task of its own (docs/arquitectura.md#rendimiento): loading this module, the router (it ranks every
// route of the app and matches the address), the page's module, then the render, which React does in slices.
void (async () => {
  await cederElHilo();
  const router = createAppRouter();
  await precargarPaginas(router.state.matches);
  await cederElHilo();
  const app = appCon(router);
  startTransition(() => {
    if (pintada && !oscura && !otroAncho) {
      fijarAnchoInicial(anchoPintado);
      hydrateRoot(container, app);
      return;
    }
    container.replaceChildren();
    container.removeAttribute('data-ssr');
    createRoot(container).render(app);
  });
})();
