import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { AvisoSinEnvios } from './aviso-sin-envios';

// docs/producto/envios.md#sin-metodos: the seller's dashboard home says a shop without delivery
// methods cannot sell, and takes the seller to 'Envíos'.

afterEach(() => vi.unstubAllGlobals());

const AVISO = 'Tu tienda todavía no puede vender: contá cómo entregás tus pedidos en Envíos.';

const ID = '00000000-0000-4000-8000-0000000000e1';

function mostrar(envios: ReturnType<typeof ok> | ReturnType<typeof fail>) {
  const red = mockFetch({ [`GET /api/emprendedor/v1/emprendimientos/${ID}/envios`]: () => envios });
  renderPage(<AvisoSinEnvios idEmprendimiento={ID} />);
  return red;
}

describe('AvisoSinEnvios (the dashboard home, composed by its route)', () => {
  it('a shop without methods: the banner, with its link to Envíos', async () => {
    mostrar(ok({ metodos: [] }));
    const aviso = await screen.findByText(AVISO);
    expect(aviso.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a Envíos' })).toHaveAttribute('href', '/dashboard-emprendedor/envios');
  });

  it('a shop with a method: no banner', async () => {
    const red = mostrar(
      ok({ metodos: [{ id: '00000000-0000-4000-8000-0000000000a3', tipo: 'A_COORDINAR', nombre: 'Moto' }] }),
    );
    await waitFor(() => expect(red.requests).toHaveLength(1));
    // Still nothing once the answer is in.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(AVISO)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ir a Envíos' })).not.toBeInTheDocument();
  });

  it('methods that cannot be read: no banner (the Envíos screen says its own error)', async () => {
    const red = mostrar(fail(500, 'No se pudieron cargar los métodos de envío.'));
    await waitFor(() => expect(red.requests).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(AVISO)).not.toBeInTheDocument();
  });
});
