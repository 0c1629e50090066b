// First: zod's configuration must exist before any schema is parsed (CSP, lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter, precargarRuta } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const router = createAppRouter();
const root = createRoot(container);

/*
 * Decision 048: a public page arrives painted by the server (its markup inside #root). The app
 * loads the page's module first, then renders in a transition: React works in slices of a few
 * milliseconds (the phone stays responsive) and replaces the server's markup in one commit, so
 * the page never flashes blank or shows a loading state in between.
 */
void precargarRuta(window.location.pathname).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  }),
);
