import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { compradorFixture, provinciasSource } from '../test-fixtures';
import { MiPerfilComprador } from './mi-perfil-comprador';

afterEach(() => vi.unstubAllGlobals());

const base = '/api/comprador/v1/compradores';
const c = compradorFixture();

function setup(handlers: Parameters<typeof mockFetch>[0] = {}) {
  const api = mockFetch({
    [`GET ${base}/user-1`]: () => ok(c),
    'GET /api/comprador/v1/direcciones': () => ok([]),
    ...handlers,
  });
  const onDeleted = vi.fn();
  renderPage(
    <MiPerfilComprador userId="user-1" email="ana@example.com" provincias={provinciasSource()} onDeleted={onDeleted} />,
  );
  return { api, onDeleted, user: userEvent.setup() };
}

describe('MiPerfilComprador', () => {
  it('loads the saved record into the form', async () => {
    setup();
    expect(await screen.findByLabelText(/^DNI/)).toHaveValue('30111222');
    expect(screen.getByLabelText(/^Provincia/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Piso\/depto/)).toHaveValue('3B');
  });

  it("has the 'Mis direcciones' section", async () => {
    setup();
    const seccion = await screen.findByRole('region', { name: 'Mis direcciones' });
    expect(await within(seccion).findByText('Todavía no guardaste direcciones')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    setup({ [`GET ${base}/user-1`]: () => fail(500, 'Ha ocurrido un error inesperado') });
    expect(await screen.findByText('Ha ocurrido un error inesperado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('puts the changes to the record id and confirms', async () => {
    const { api, user } = setup({
      [`PUT ${base}/${c.id}`]: ({ body }) =>
        ok({ ...c, ...(body as object), direccion: { ...c.direccion, ...(body as typeof c).direccion } }),
    });
    const tel = await screen.findByLabelText(/^Teléfono/);
    await user.clear(tel);
    await user.type(tel, '351 555-1234');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Guardamos tus cambios')).toBeInTheDocument();
    expect(api.to('PUT', `${base}/${c.id}`)[0]?.body).toMatchObject({
      telefono: '351 555-1234',
      dni: '30111222',
      direccion: { idProvincia: 1, pisoDepto: '3B' },
    });
  });

  it('deletes the account only after the typed confirmation', async () => {
    const { api, user, onDeleted } = setup({ [`DELETE ${base}/${c.id}`]: () => ({ status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    const confirm = within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Escribí ELIMINAR para confirmar'), 'eliminar');
    await user.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api.to('DELETE', `${base}/${c.id}`)).toHaveLength(1);
  });

  it('keeps the dialog open with the server message when the delete fails', async () => {
    const { user, onDeleted } = setup({
      [`DELETE ${base}/${c.id}`]: () => fail(403, 'No tenés permiso para realizar esta acción'),
    });
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Escribí ELIMINAR para confirmar'), 'ELIMINAR');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No tenés permiso para realizar esta acción');
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
