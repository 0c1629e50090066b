import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { EmprendimientoPrivado } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { emprendimientoFixture } from '../test-fixtures';
import { EmprendedorInicio } from './emprendedor-inicio';

afterEach(() => vi.unstubAllGlobals());

const URL_PROPIO = '/api/emprendedor/v1/emprendimientos/user-7';

function show(e: EmprendimientoPrivado, solicitudEnviada = false) {
  mockFetch({ [`GET ${URL_PROPIO}`]: () => ok(e) });
  renderPage(<EmprendedorInicio userId="user-7" firstName="Marta" solicitudEnviada={solicitudEnviada} />);
}

describe('EmprendedorInicio', () => {
  it('shows a pending solicitud as in review, and the sent confirmation', async () => {
    show(emprendimientoFixture({ estado: 'Pendiente' }), true);
    expect(await screen.findByText('Tu emprendimiento está en revisión')).toBeInTheDocument();
    expect(screen.getByText(/Tu solicitud fue enviada/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '¡Hola, Marta!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver mi tienda pública' })).not.toBeInTheDocument();
  });

  it('links an active shop to its public page', async () => {
    const e = emprendimientoFixture({ estado: 'Activo' });
    show(e);
    expect(await screen.findByRole('link', { name: 'Ver mi tienda pública' })).toHaveAttribute('href', `/tienda/${e.id}`);
  });

  it('shows the rejection reason and the way to correct it', async () => {
    show(emprendimientoFixture({ estado: 'Rechazado', motivoRechazo: 'El CBU no coincide con el titular.' }));
    expect(await screen.findByText('Tu solicitud fue rechazada')).toBeInTheDocument();
    expect(screen.getByText('El CBU no coincide con el titular.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corregir y reenviar' })).toHaveAttribute('href', '/dashboard-emprendedor/perfil');
  });

  it('shows the API failure with a retry, no invented data', async () => {
    mockFetch({ [`GET ${URL_PROPIO}`]: () => fail(500, 'Ha ocurrido un error inesperado') });
    renderPage(<EmprendedorInicio userId="user-7" />);
    expect(await screen.findByText('Ha ocurrido un error inesperado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
