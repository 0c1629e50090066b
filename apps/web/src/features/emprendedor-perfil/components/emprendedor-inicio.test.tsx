import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { EmprendimientoPrivado } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { emprendimientoFixture } from '../test-fixtures';
import { EmprendedorInicio } from './emprendedor-inicio';

afterEach(() => vi.unstubAllGlobals());

const URL_PROPIO = '/api/emprendedor/v1/emprendimientos/user-7';

const URL_RESUMEN = (id: string) => `/api/emprendedor/v1/productos/resumen/${id}`;
const RESUMEN = { habilitados: 12, deshabilitados: 3, sinStock: 2, catalogos: 4 };

function show(e: EmprendimientoPrivado, solicitudEnviada = false) {
  mockFetch({ [`GET ${URL_PROPIO}`]: () => ok(e), [`GET ${URL_RESUMEN(e.id)}`]: () => ok(RESUMEN) });
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
    expect(await screen.findByRole('link', { name: 'Ver mi tienda pública' })).toHaveAttribute(
      'href',
      `/tienda/${e.slug}`,
    );
  });

  it('shows the rejection reason and the way to correct it', async () => {
    show(emprendimientoFixture({ estado: 'Rechazado', motivoRechazo: 'El CBU no coincide con el titular.' }));
    expect(await screen.findByText('Tu solicitud fue rechazada')).toBeInTheDocument();
    expect(screen.getByText('El CBU no coincide con el titular.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corregir y reenviar' })).toHaveAttribute(
      'href',
      '/dashboard-emprendedor/perfil',
    );
  });

  it('shows the product and catalog counts with links to manage them', async () => {
    const e = emprendimientoFixture({ estado: 'Activo' });
    show(e);
    const seccion = await screen.findByRole('region', { name: 'Tus productos' });
    // Each figure is a <dt> label followed by its <dd> value.
    const valor = (label: string) => within(seccion).getByText(label, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(valor('Productos habilitados')).toHaveTextContent('12'));
    expect(valor('Productos habilitados')).toHaveTextContent('12');
    expect(valor('Productos deshabilitados')).toHaveTextContent('3');
    expect(valor('Productos sin stock')).toHaveTextContent('2');
    expect(valor('Catálogos')).toHaveTextContent('4');
    expect(within(seccion).getByRole('link', { name: 'Catálogos' })).toHaveAttribute(
      'href',
      '/dashboard-emprendedor/catalogo',
    );
    expect(within(seccion).getByRole('link', { name: 'Gestionar tienda' })).toHaveAttribute(
      'href',
      '/dashboard-emprendedor/gestionar-tienda',
    );
  });

  it('shows a failed count request with its own retry, keeping the rest of the page', async () => {
    const e = emprendimientoFixture({ estado: 'Pendiente' });
    mockFetch({
      [`GET ${URL_PROPIO}`]: () => ok(e),
      [`GET ${URL_RESUMEN(e.id)}`]: () => fail(500, 'No pudimos cargar el resumen de tus productos'),
    });
    renderPage(<EmprendedorInicio userId="user-7" />);
    expect(await screen.findByText('No pudimos cargar el resumen de tus productos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByText('Tu emprendimiento está en revisión')).toBeInTheDocument();
  });

  it('shows the API failure with a retry, no invented data', async () => {
    mockFetch({ [`GET ${URL_PROPIO}`]: () => fail(500, 'Ha ocurrido un error inesperado') });
    renderPage(<EmprendedorInicio userId="user-7" />);
    expect(await screen.findByText('Ha ocurrido un error inesperado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
