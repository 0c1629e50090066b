import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { useTiendasVisitadas } from '../api/directorio';
import { agregarVisitaLocal, leerVisitasLocales } from '../visitas-locales';
import { tiendaFixture } from '../test-fixtures';
import { VisitadosRecientemente } from './visitados-recientemente';

const BASE = '/api/comprador/v1/tiendas-visitadas';

function Visitados() {
  return <VisitadosRecientemente query={useTiendasVisitadas()} hrefDe={(e) => `/dashboard-comprador/tienda/${e.id}`} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('VisitadosRecientemente', () => {
  it('says so when the buyer has visited no shop', async () => {
    const api = mockFetch({ [`GET ${BASE}`]: () => ok([]) });
    renderPage(<Visitados />);
    expect(
      await screen.findByText('Todavía no visitaste ninguna tienda. Las que abras van a aparecer acá.'),
    ).toBeInTheDocument();
    expect(api.to('POST', `${BASE}/importar`)).toHaveLength(0);
  });

  it("carries this browser's anonymous history to the server on the first read, then clears it", async () => {
    const tienda = tiendaFixture({ nombre: 'Cerámica Bosque' });
    agregarVisitaLocal(tienda.id);
    const api = mockFetch({ [`POST ${BASE}/importar`]: () => ok([tienda]) });
    renderPage(<Visitados />);
    expect(await screen.findByRole('link', { name: 'Cerámica Bosque' })).toHaveAttribute(
      'href',
      `/dashboard-comprador/tienda/${tienda.id}`,
    );
    expect(api.to('POST', `${BASE}/importar`)[0]!.body).toEqual({ ids: [tienda.id] });
    expect(leerVisitasLocales()).toEqual([]);
  });
});
