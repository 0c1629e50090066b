import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { AdminInicio } from './admin-inicio';

afterEach(() => vi.unstubAllGlobals());

describe('AdminInicio', () => {
  it('shows the counts as links to the filtered lists', async () => {
    mockFetch({
      'GET /api/admin/v1/resumen': () =>
        ok({
          usuariosPorRol: { admin: 1, emprendedor: 12, comprador: 30 },
          usuariosDeshabilitados: 2,
          solicitudesPorEstado: { Pendiente: 3, Activo: 10, Rechazado: 1 },
        }),
    });
    renderPage(<AdminInicio />);
    expect(await screen.findByRole('link', { name: '3 Pendientes' })).toHaveAttribute(
      'href',
      '/dashboard-administracion-identidades/gestionar-emprendimientos?estado=Pendiente',
    );
    expect(screen.getByRole('link', { name: '12 Emprendedores' })).toHaveAttribute(
      'href',
      '/dashboard-administracion-identidades/usuarios?rol=emprendedor',
    );
    expect(screen.getByText('Cuentas deshabilitadas')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    mockFetch({ 'GET /api/admin/v1/resumen': () => fail(403, 'No tenés permiso para realizar esta acción') });
    renderPage(<AdminInicio />);
    expect(await screen.findByText('No tenés permiso para realizar esta acción')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
