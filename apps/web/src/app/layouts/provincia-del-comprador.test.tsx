import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DIRECCIONES_PREFIJO, type DireccionGuardada } from '@feria/contracts';
import { mockFetch, ok } from '../../components/ui/test-support';
import { guardarProvinciaEnvio } from '../../features/cart';
import { useProvinciaDelComprador } from './provincia-del-comprador';

const direccion = (over: Partial<DireccionGuardada>): DireccionGuardada => ({
  id: '00000000-0000-4000-8000-000000000001',
  alias: 'Casa',
  destinatario: 'Tomás Ruiz',
  telefono: '351 456-7890',
  calle: 'Bv. San Juan',
  numero: '120',
  piso: null,
  depto: null,
  ciudad: 'Córdoba',
  idProvincia: 6,
  provincia: 'Córdoba',
  codigoPostal: 'X5000',
  indicaciones: null,
  predeterminada: false,
  ...over,
});

function montar(esComprador: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useProvinciaDelComprador(esComprador), { wrapper });
}

const guardada = () => JSON.parse(window.localStorage.getItem('feria.provinciaEnvio') ?? 'null') as unknown;

describe("a signed-in buyer's province for delivery costs (docs/producto/envios-pantallas.md#provincia)", () => {
  afterEach(() => window.localStorage.clear());

  it("keeps the default saved address's province when this browser has none", async () => {
    mockFetch({
      [`GET ${DIRECCIONES_PREFIJO}`]: () =>
        ok([
          direccion({ alias: 'Trabajo' }),
          direccion({ alias: 'Casa de mamá', idProvincia: 21, provincia: 'Santa Fe', predeterminada: true }),
        ]),
    });
    montar(true);
    await waitFor(() => expect(guardada()).toEqual({ idProvincia: 21, nombre: 'Santa Fe' }));
  });

  it('never replaces a province the visitor chose, and reads nothing for someone who is not a buyer', async () => {
    guardarProvinciaEnvio({ idProvincia: 1, nombre: 'Buenos Aires' });
    const elegida = mockFetch({ [`GET ${DIRECCIONES_PREFIJO}`]: () => ok([direccion({ predeterminada: true })]) });
    montar(true);
    window.localStorage.clear();
    const vendedor = mockFetch({ [`GET ${DIRECCIONES_PREFIJO}`]: () => ok([direccion({ predeterminada: true })]) });
    montar(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(elegida.to('GET', DIRECCIONES_PREFIJO)).toHaveLength(0);
    expect(vendedor.to('GET', DIRECCIONES_PREFIJO)).toHaveLength(0);
    expect(guardada()).toBeNull();
  });
});
