// First: zod's configuration must exist before any schema is parsed (CSP, lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter, precargarRuta } from './app/router';
import { fijarAnchoInicial } from './app/ancho-inicial';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const router = createAppRouter();
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/*
 * Decision 049: a public page arrives painted by the server (its markup in #root, `data-ssr`), as a
 * visitor sees it first in light colours. The app loads the page's module, then hydrates that
 * markup in a transition: React works in slices of a few milliseconds, so the phone stays
 * responsive. In dark mode the light markup was kept hidden (index.html): the app renders the
 * page anew in the visitor's colours. Every other page is rendered by the app alone.
 */
const pintada = container.hasAttribute('data-ssr');
const oscura = document.documentElement.getAttribute('data-modo-inicial') === 'oscuro';
void precargarRuta(window.location.pathname).then(() =>
  startTransition(() => {
    if (pintada && !oscura) {
      fijarAnchoInicial(Number(container.getAttribute('data-ancho')));
      hydrateRoot(container, app);
      return;
    }
    container.replaceChildren();
    container.removeAttribute('data-ssr');
    createRoot(container).render(app);
  }),
);
