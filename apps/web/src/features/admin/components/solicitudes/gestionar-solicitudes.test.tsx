import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PERFIL, type Solicitud } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../../components/ui/test-support';
import { pageOfFixture, solicitudFixture } from '../../test-fixtures';
import { GestionarSolicitudes } from './gestionar-solicitudes';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/admin/v1/solicitudes';
const s = solicitudFixture();

/** The server: pending list holds `s` until it is approved or rejected. */
function server(extra: Parameters<typeof mockFetch>[0] = {}) {
  let pendientes: Solicitud[] = [s];
  return mockFetch({
    [`GET ${LIST}`]: ({ url }) => ok(pageOfFixture(url.searchParams.get('estado') === 'Pendiente' ? pendientes : [])),
    [`PUT ${LIST}/${s.id}/aprobar`]: () => {
      pendientes = [];
      return ok({ ...s, estado: 'Activo' });
    },
    [`PUT ${LIST}/${s.id}/rechazar`]: ({ body }) => {
      pendientes = [];
      return ok({ ...s, estado: 'Rechazado', motivoRechazo: (body as { motivo: string }).motivo });
    },
    ...extra,
  });
}

const renderAt = (url = '/admin?estado=Pendiente') => renderPage(<GestionarSolicitudes />, { url, path: '/admin' });

async function openDetail(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: `Ver detalle de ${s.nombre}` }));
  return screen.getByRole('dialog', { name: new RegExp(s.nombre) });
}

describe('GestionarSolicitudes', () => {
  it('lists the estado of the URL and changes tab through the URL', async () => {
    const api = server();
    renderAt('/admin');
    expect(await screen.findByText('Marta Pérez')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pendiente' })).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Rechazado' }));
    expect(await screen.findByText('No hay solicitudes rechazadas')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?estado=Rechazado');
    expect(api.to('GET', LIST).map((r) => r.url.searchParams.get('estado'))).toEqual(['Pendiente', 'Rechazado']);
  });

  it('shows every detail, bank data included', async () => {
    server();
    renderAt();
    const dialog = await openDetail(userEvent.setup());
    expect(within(dialog).getByText('20-12345678-6')).toBeInTheDocument();
    expect(within(dialog).getByText('28505909 40090418135201')).toBeInTheDocument();
    expect(within(dialog).getByText('dulces.abuela')).toBeInTheDocument();
    expect(within(dialog).getByText('marta@example.com')).toBeInTheDocument();
  });

  it('approves with PUT /aprobar, then refetches the list and confirms', async () => {
    const api = server();
    renderAt();
    const user = userEvent.setup();
    const dialog = await openDetail(user);
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    // One click only asks: nothing is sent until the approval is confirmed.
    expect(within(dialog).getByRole('heading', { name: `¿Aprobar "${s.nombre}"?` })).toBeInTheDocument();
    expect(api.to('PUT', `${LIST}/${s.id}/aprobar`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar aprobación' }));
    expect(await screen.findByText(`Aprobaste "${s.nombre}": su tienda ya es pública`)).toBeInTheDocument();
    expect(api.to('PUT', `${LIST}/${s.id}/aprobar`)).toHaveLength(1);
    expect(await screen.findByText('No hay solicitudes pendientes')).toBeInTheDocument();
  });

  it('rejects only with a reason of at least 10 characters, sent as motivo', async () => {
    const api = server();
    renderAt();
    const user = userEvent.setup();
    const dialog = await openDetail(user);
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    const motivo = within(dialog).getByLabelText(/^Motivo del rechazo/);
    await user.type(motivo, 'Corto');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar rechazo' }));
    expect(motivo).toHaveAccessibleDescription(MENSAJES_PERFIL.motivoRechazoRequerido);
    expect(api.to('PUT', `${LIST}/${s.id}/rechazar`)).toHaveLength(0);
    await user.type(motivo, ': el CBU no es del titular');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar rechazo' }));
    expect(await screen.findByText(`Rechazaste la solicitud de "${s.nombre}"`)).toBeInTheDocument();
    expect(api.to('PUT', `${LIST}/${s.id}/rechazar`)[0]?.body).toEqual({ motivo: 'Corto: el CBU no es del titular' });
  });

  it('keeps the dialog open with the server message when approving fails', async () => {
    server({ [`PUT ${LIST}/${s.id}/aprobar`]: () => fail(409, MENSAJES_PERFIL.solicitudNoPendiente) });
    renderAt();
    const user = userEvent.setup();
    const dialog = await openDetail(user);
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar aprobación' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MENSAJES_PERFIL.solicitudNoPendiente);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirmar aprobación' })).toBeEnabled());
  });

  it('goes back to the detail from the approval’s confirmation without approving', async () => {
    const api = server();
    renderAt();
    const user = userEvent.setup();
    const dialog = await openDetail(user);
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(within(dialog).getByRole('button', { name: 'Aprobar' })).toBeInTheDocument();
    expect(api.to('PUT', `${LIST}/${s.id}/aprobar`)).toHaveLength(0);
  });

  it('shows a list failure with a retry', async () => {
    mockFetch({ [`GET ${LIST}`]: () => fail(500, 'No pudimos cargar las solicitudes') });
    renderAt();
    expect(await screen.findByText('No pudimos cargar las solicitudes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
