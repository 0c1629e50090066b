import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createAppTheme } from '../theme';

/** Prints the current URL so tests can check that the URL is the state. */
function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}

/** Renders a route page inside a memory router, a fresh query cache (no retries) and the app theme. */
export function renderRoute(page: ReactElement, { path, url }: { path: string; url: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {page}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  return {
    router,
    ...render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={createAppTheme()} defaultMode="light" storageManager={null} noSsr>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>,
    ),
  };
}

type Handler = (url: URL) => Response | Promise<Response>;

/** Stubs `fetch` with one handler per API path (after the public base); unknown paths answer 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const key = url.pathname.replace('/api/v1/public/core/', '');
    const handler = handlers[key];
    if (!handler)
      return new Response(JSON.stringify({ mensaje: 'Ruta de API no encontrada', codigo: 'RUTA_NO_ENCONTRADA' }), {
        status: 404,
      });
    return handler(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request URLs made so far to one API path. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === `/api/v1/public/core/${path}`);
}
