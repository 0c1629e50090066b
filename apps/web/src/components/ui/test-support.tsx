// Test-only helpers for the account pages (forms, dashboards): never imported by app code.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider, createTheme } from '@mui/material';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { cuerpoDeError, ERRORES, type CodigoError, type EmprendimientoPublico, type ErrorBody } from '@feria/contracts';
import { NotificacionesProvider } from './notificaciones';

function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}

/** Renders `ui` at `url` inside a memory router, a fresh query cache without retries, a theme and the notifications. */
export function renderPage(ui: ReactElement, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      ...(path === '*' ? [] : [{ path: '*', element: <LocationProbe /> }]),
    ],
    { initialEntries: [url] },
  );
  return {
    client,
    router,
    ...render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={createTheme()}>
          <NotificacionesProvider>
            <RouterProvider router={router} />
          </NotificacionesProvider>
        </ThemeProvider>
      </QueryClientProvider>,
    ),
  };
}

export interface MockRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}
type Reply = { status?: number; body?: unknown };
type Handler = (req: MockRequest) => Reply | Promise<Reply>;

/**
 * Stubs `fetch` with handlers keyed by "METHOD /path" (exact pathname, no query). Unknown routes answer
 * 404 with the API's error body. Returns the list of requests made, in order.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const requests: MockRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const text = typeof init?.body === 'string' ? init.body : undefined;
      const req: MockRequest = {
        method,
        url,
        body: text ? JSON.parse(text) : undefined,
        headers: new Headers(init?.headers),
      };
      requests.push(req);
      const handler = handlers[`${method} ${url.pathname}`];
      const reply = handler
        ? await handler(req)
        : { status: 404, body: { mensaje: 'Ruta de API no encontrada', codigo: 'RUTA_NO_ENCONTRADA' } };
      const status = reply.status ?? 200;
      return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return {
    requests,
    to: (method: string, pathname: string) =>
      requests.filter((r) => r.method === method && r.url.pathname === pathname),
  };
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const fail = (status: number, mensaje: string, codigo = 'ERROR'): Reply => ({
  status,
  body: { mensaje, codigo },
});
/**
 * Exactly the answer the API's error handler writes for a catalogue code: its status and
 * `{ mensaje, codigo, campo?, detalle? }` built by the same contracts function
 * (docs/producto/errores.md#cómo-llega-un-error).
 */
export const respuestaDeError = (
  codigo: CodigoError,
  opciones: { campo?: string; detalle?: string } = {},
): { status: number; body: ErrorBody } => ({
  status: ERRORES[codigo].status,
  body: cuerpoDeError(codigo, opciones),
});
/**
 * A catalogue answer with one part changed: only for what the server really varies, a schema
 * refusal (`VALIDACION` with the schema's text and field) or a `campo` the call names.
 */
export const failCon = (codigo: CodigoError, cambios: Partial<ErrorBody> = {}): Reply => {
  const { status, body } = respuestaDeError(codigo);
  return { status, body: { ...body, ...cambios } };
};

/** A complete public shop for tests ('Mates del Sur', Córdoba, no reviews, no contact); each test overrides what it is about. */
export function tiendaPublicaDePrueba(over: Partial<EmprendimientoPublico> = {}): EmprendimientoPublico {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    nombre: 'Mates del Sur',
    descripcion: 'Mates artesanales de Córdoba.',
    rutaImagen: null,
    logo: null,
    banner: null,
    direccion: { calle: 'San Martín', numero: '123', ciudad: 'Córdoba', provincia: 'Córdoba' },
    rubro: { idRubro: 1, nombre: 'Artesanías' },
    provincia: { idProvincia: 5, nombre: 'Córdoba' },
    estado: 'Activo',
    cantidadProductos: 3,
    slug: 'tienda-de-prueba',
    verificado: true,
    calificacion: null,
    numReseñas: 0,
    vendidos: 0,
    contacto: { whatsapp: null, instagram: null, email: null },
    fechaAlta: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

/**
 * A desktop's screen (1280 px) for MUI's useMediaQuery in this file's tests, as jsdom's CSS already
 * lays the page out (it applies min-width rules), where jsdom's own matchMedia never matches.
 */
export function pantallaDeEscritorio(): void {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...original(query), matches: anchoEscritorio(query) });
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}

/** Whether a width media query (`min-width`/`max-width` in px, joined by `and`) holds on a 1280 px screen. */
function anchoEscritorio(query: string): boolean {
  return query
    .replace(/^@media\s*/i, '')
    .split(/\s+and\s+/i)
    .every((c) => {
      const m = /\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)/i.exec(c);
      return m !== null && (m[1]!.toLowerCase() === 'min' ? 1280 >= Number(m[2]) : 1280 <= Number(m[2]));
    });
}
