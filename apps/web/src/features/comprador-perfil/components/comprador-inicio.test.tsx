import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { compradorFixture } from '../test-fixtures';
import { CompradorInicio } from './comprador-inicio';

afterEach(() => vi.unstubAllGlobals());

describe('CompradorInicio', () => {
  it('greets the buyer, shows the shipping address and searches', async () => {
    mockFetch({ 'GET /api/comprador/v1/compradores/user-1': () => ok(compradorFixture()) });
    renderPage(<CompradorInicio userId="user-1" firstName="Ana" />, {
      url: '/dashboard-comprador',
      path: '/dashboard-comprador',
    });
    expect(screen.getByRole('heading', { level: 1, name: '¡Hola, Ana!' })).toBeInTheDocument();
    expect(await screen.findByText(/Av\. Corrientes 1234, 3B — CABA, Buenos Aires \(C1043AAZ\)/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard-comprador'); // empty search does nothing
    await user.type(screen.getByRole('searchbox', { name: 'Buscá productos' }), '  mate de calabaza ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=mate%20de%20calabaza');
  });
});
