import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MetodoEnvioPublico } from '@feria/contracts';
import { mockFetch, ok } from '../../../components/ui/test-support';
import { EnvioEstimado } from './envio-estimado';

// docs/producto/envios.md#sin-metodos: the product page's delivery line for a shop that has not
// said how it delivers, told apart from a shop whose home delivery does not reach the province.

const EMP = '00000000-0000-4000-8000-0000000000e1';
const RUTA = `GET /api/v1/public/core/tienda/${EMP}/envios`;
const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  cliente.clear();
});

const correoACordoba: MetodoEnvioPublico = {
  id: '00000000-0000-4000-8000-0000000000a1',
  tipo: 'DOMICILIO',
  nombre: 'Correo',
  zonas: [{ restoDelPais: false, idProvincias: [6], costo: 3500, diasMin: 2, diasMax: 5 }],
  gratisDesde: null,
  costo: null,
  diasMin: null,
  diasMax: null,
};

function montar(metodos: (idProvincia: string | null) => MetodoEnvioPublico[]) {
  window.localStorage.setItem('feria.provinciaEnvio', JSON.stringify({ idProvincia: 1, nombre: 'Buenos Aires' }));
  const red = mockFetch({
    [RUTA]: (req) => {
      const idProvincia = req.url.searchParams.get('idProvincia');
      return ok({ idProvincia: idProvincia === null ? null : Number(idProvincia), metodos: metodos(idProvincia) });
    },
  });
  render(
    <QueryClientProvider client={cliente}>
      <EnvioEstimado idEmprendimiento={EMP} monto={20000} />
    </QueryClientProvider>,
  );
  return { red, envio: within(screen.getByRole('region', { name: 'Envío' })) };
}

describe('EnvioEstimado: a shop without delivery methods', () => {
  it('says the shop has not told how it delivers yet', async () => {
    const { red, envio } = montar(() => []);
    expect(await envio.findByText('Este emprendimiento todavía no informó cómo entrega')).toBeInTheDocument();
    expect(envio.queryByText(/no envía a/)).not.toBeInTheDocument();
    // The province's read, then the whole list to tell the two cases apart.
    expect(red.requests.map((r) => r.url.searchParams.get('idProvincia'))).toEqual(['1', null]);
  });

  it('a shop whose home delivery does not reach the province says so, as before', async () => {
    const { envio } = montar((idProvincia) => (idProvincia === null ? [correoACordoba] : []));
    expect(await envio.findByText('Este emprendimiento no envía a Buenos Aires')).toBeInTheDocument();
    expect(envio.queryByText('Este emprendimiento todavía no informó cómo entrega')).not.toBeInTheDocument();
  });

  it('a shop with methods for the province reads nothing more', async () => {
    const { red, envio } = montar(() => [{ id: correoACordoba.id, tipo: 'A_COORDINAR', nombre: 'Moto' }]);
    expect(
      await envio.findByText(
        'Este emprendimiento no envía a Buenos Aires; la entrega se coordina con el emprendimiento',
      ),
    ).toBeInTheDocument();
    expect(red.requests).toHaveLength(1);
  });
});
