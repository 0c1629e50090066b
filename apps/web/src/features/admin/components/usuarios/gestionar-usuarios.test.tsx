import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PERFIL, type UsuarioAdmin } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../../components/ui/test-support';
import { pageOfFixture, usuarioFixture } from '../../test-fixtures';
import { GestionarUsuarios } from './gestionar-usuarios';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/admin/v1/usuarios';
const ana = usuarioFixture();
const yo = usuarioFixture({
  id: 'admin-1',
  firstName: 'Admin',
  lastName: 'Feria',
  email: 'admin@demo.feria.ar',
  roles: ['admin'],
});

function server(extra: Parameters<typeof mockFetch>[0] = {}) {
  const users: UsuarioAdmin[] = [ana, yo];
  return mockFetch({
    [`GET ${LIST}`]: ({ url }) => {
      const q = url.searchParams.get('busqueda')?.toLowerCase();
      return ok(pageOfFixture(users.filter((u) => !q || u.email.includes(q) || u.firstName.toLowerCase().includes(q))));
    },
    [`PATCH ${LIST}/${ana.id}`]: ({ body }) => ok({ ...ana, ...(body as object) }),
    [`PATCH ${LIST}/${yo.id}`]: () => fail(409, MENSAJES_PERFIL.noPodesCambiarTuCuenta),
    ...extra,
  });
}

const renderAt = (url = '/usuarios') =>
  renderPage(<GestionarUsuarios currentUserId="admin-1" />, { url, path: '/usuarios' });

describe('GestionarUsuarios', () => {
  it('lists users with roles and estado, and marks the current admin', async () => {
    server();
    renderAt();
    expect(await screen.findByText('Ana García')).toBeInTheDocument();
    expect(screen.getByText('(vos)')).toBeInTheDocument();
    expect(screen.getAllByText('Habilitado')).toHaveLength(2);
    expect(screen.getByText('Comprador')).toBeInTheDocument();
  });

  it('searches after typing stops, through the URL, with the API parameter busqueda', async () => {
    const api = server();
    renderAt('/usuarios?rol=comprador');
    await screen.findByText('Ana García');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre o e-mail' }), 'admin');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/usuarios?q=admin&rol=comprador'));
    await waitFor(() => expect(api.to('GET', LIST).at(-1)?.url.searchParams.get('busqueda')).toBe('admin'));
    expect(api.to('GET', LIST).at(-1)?.url.searchParams.get('rol')).toBe('comprador');
    // One request for the settled text, not one per key.
    expect(api.to('GET', LIST).filter((r) => r.url.searchParams.has('busqueda'))).toHaveLength(1);
  });

  it('edits roles in a checkbox dialog and PATCHes them', async () => {
    const api = server();
    renderAt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar roles de Ana García' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar roles' });
    const group = within(dialog).getByRole('group', { name: 'Roles de Ana García' });
    expect(within(group).getByRole('checkbox', { name: 'Comprador' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Comprador' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar roles' }));
    expect(within(dialog).getByText('El usuario necesita al menos un rol')).toBeInTheDocument();
    expect(api.to('PATCH', `${LIST}/${ana.id}`)).toHaveLength(0);
    await user.click(within(group).getByRole('checkbox', { name: 'Emprendedor' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Administrador' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar roles' }));
    expect(await screen.findByText('Actualizamos los roles de Ana García')).toBeInTheDocument();
    expect(api.to('PATCH', `${LIST}/${ana.id}`)[0]?.body).toEqual({ roles: ['admin', 'emprendedor'] });
  });

  it('warns when comprador and emprendedor would be held together', async () => {
    server();
    renderAt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar roles de Ana García' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Emprendedor' }));
    expect(within(dialog).getByText(/no puede entrar a ninguno de los dos paneles/)).toBeInTheDocument();
  });

  it('disables an account after confirming', async () => {
    const api = server();
    renderAt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deshabilitar a Ana García' }));
    const dialog = screen.getByRole('dialog', { name: '¿Deshabilitar esta cuenta?' });
    expect(dialog).toHaveTextContent('sus sesiones abiertas se cierran');
    await user.click(within(dialog).getByRole('button', { name: 'Deshabilitar' }));
    expect(await screen.findByText('Ana García quedó deshabilitado')).toBeInTheDocument();
    expect(api.to('PATCH', `${LIST}/${ana.id}`)[0]?.body).toEqual({ habilitado: false });
  });

  it("offers no changes on the admin's own row and says why", async () => {
    server();
    renderAt();
    const deshabilitar = await screen.findByRole('button', { name: 'Deshabilitar a Admin Feria' });
    const roles = screen.getByRole('button', { name: 'Editar roles de Admin Feria' });
    for (const b of [deshabilitar, roles]) {
      expect(b).toBeDisabled();
      expect(b).toHaveAccessibleDescription(MENSAJES_PERFIL.noPodesCambiarTuCuenta);
    }
    expect(screen.getByRole('button', { name: 'Deshabilitar a Ana García' })).toBeEnabled();
  });

  it('shows the server message when a change is refused', async () => {
    server({ [`PATCH ${LIST}/${ana.id}`]: () => fail(409, MENSAJES_PERFIL.ultimoAdmin) });
    renderAt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deshabilitar a Ana García' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deshabilitar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MENSAJES_PERFIL.ultimoAdmin);
  });

  it('shows an empty result', async () => {
    mockFetch({ [`GET ${LIST}`]: () => ok(pageOfFixture([])) });
    renderAt('/usuarios?q=nadie');
    expect(await screen.findByText('No encontramos usuarios')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('nadie');
  });
});
