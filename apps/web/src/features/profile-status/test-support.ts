import { vi } from 'vitest';
import { tiendaPublicaDePrueba } from '../../components/ui/test-support';

// Tests only: a fetch stub answering by path, and an emprendimiento as the API answers it.

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function stubApi(routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(init) : json({ mensaje: 'Ruta de API no encontrada' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function emprendimientoFixture(over: Record<string, unknown> = {}) {
  return {
    ...tiendaPublicaDePrueba({
      fechaAlta: '2025-01-10T12:00:00.000Z',
      provincia: { idProvincia: 6, nombre: 'Córdoba' },
      cantidadProductos: 0,
      slug: 'mates-del-sur',
    }),
    ownerUserId: 'u-1',
    motivoRechazo: null,
    titular: 'Martín Pérez',
    cuit: '20123456786',
    cbu: '2850590940090418135201',
    alias: 'mates.del.sur',
    activo: true,
    ...over,
  };
}
