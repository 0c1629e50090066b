import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { appRoutes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

describe('route table (spec §2.1)', () => {
  it('shows the 404 page for an unknown path, inside the public layout', async () => {
    renderAt('/no-existe');
    expect(await heading('404 - Página no encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    expect(within(screen.getByRole('contentinfo')).getByText(/© 2026 Feria/)).toBeInTheDocument();
  });

  it.each([
    '/post-login',
    '/dashboard-emprendedor',
    '/dashboard-emprendedor/ventas',
    '/dashboard-comprador/tienda/5',
    '/dashboard-administracion-identidades/gestionar-emprendimientos',
    '/emprendedor/complete-profile',
    '/checkout',
    '/otra-cosa/checkout',
  ])('shows the sign-in screen on the guarded path %s', async (path) => {
    renderAt(path);
    expect(await heading('Iniciá sesión para continuar')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Explorar productos' })).toHaveAttribute('href', '/search');
  });

  it('treats an unknown child of a guarded area as not found', async () => {
    renderAt('/dashboard-emprendedor/no-existe');
    expect(await heading('404 - Página no encontrada')).toBeInTheDocument();
  });

  it('shows "Rol no reconocido" on /error?motivo=rol', async () => {
    renderAt('/error?motivo=rol');
    expect(await heading('Acceso denegado')).toBeInTheDocument();
    expect(screen.getByText('Rol no reconocido')).toBeInTheDocument();
  });

  it('forwards the Mercado Pago callback to the matching result page', async () => {
    const router = renderAt('/mercadopago/callback?collection_status=approved&external_reference=42');
    expect(await heading('¡Pago aprobado!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pago/exito');
    expect(screen.getByText('42')).toBeInTheDocument();
  });
});
