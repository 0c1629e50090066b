import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { productosPublicosApi } from '@feria/contracts';
import { claveDe, consulta } from '../lib/api-endpoint';
import { createQueryClient } from '../lib/query-client';
import { hidratarEstadoInicial, ID_ESTADO_INICIAL } from './estado-inicial';

// Decision 045: the server writes a public page's first reads into the HTML as a dehydrated
// TanStack Query state; the app puts them in its cache before the first render.

const ID = '11111111-1111-4111-8111-111111111111';
const NOMBRE = 'Mate </script><script>alert(1)</script>';

/** A document as the server sends it: the state JSON with `<`, `>`, `&` escaped (apps/api platform/primer-pintado.ts). */
function documento(estado: unknown): Document {
  const doc = document.implementation.createHTMLDocument('Feria');
  const json = JSON.stringify(estado).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  doc.body.innerHTML = `<script type="application/json" id="${ID_ESTADO_INICIAL}">${json}</script><div id="root"></div>`;
  return doc;
}

const exito = (data: unknown) => ({
  data,
  dataUpdatedAt: Date.now(),
  dataUpdateCount: 1,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
});

function Nombre() {
  const q = useQuery({ ...consulta(productosPublicosApi.obtener, { params: { id: ID } }), staleTime: 60_000 });
  return <p>{q.data ? q.data.nombre : 'Cargando producto...'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('hidratarEstadoInicial', () => {
  it('the first render already shows the embedded product, and nothing is fetched', () => {
    const fetchMock = vi.fn(() => Promise.reject(new Error('no debería pedir nada')));
    vi.stubGlobal('fetch', fetchMock);
    // The key as the server writes it: JSON, so a tuple of plain values.
    const clave = JSON.parse(
      JSON.stringify(claveDe(productosPublicosApi.obtener, { params: { id: ID } })),
    ) as unknown[];
    const client = createQueryClient();
    hidratarEstadoInicial(
      client,
      documento({ mutations: [], queries: [{ queryKey: clave, state: exito({ id: ID, nombre: NOMBRE }) }] }),
    );

    render(
      <QueryClientProvider client={client}>
        <Nombre />
      </QueryClientProvider>,
    );
    // The escaped text comes back as it was, as text (no script element made of it).
    expect(screen.getByText(NOMBRE)).toBeInTheDocument();
    expect(screen.queryByText('Cargando producto...')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without the element, or with a damaged one, the cache stays empty and the page fetches as usual', () => {
    const client = createQueryClient();
    hidratarEstadoInicial(client, document.implementation.createHTMLDocument('Feria'));
    const roto = document.implementation.createHTMLDocument('Feria');
    roto.body.innerHTML = `<script type="application/json" id="${ID_ESTADO_INICIAL}">{"queries": [</script>`;
    hidratarEstadoInicial(client, roto);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
