import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { emprendimientoFixture, provinciasSource, rubrosSource } from '../test-fixtures';
import { MENSAJES_PERFIL } from '@feria/contracts';
import { PerfilEmprendedor } from './perfil-emprendedor';

afterEach(() => vi.unstubAllGlobals());

const base = '/api/emprendedor/v1/emprendimientos';

function setup(
  e = emprendimientoFixture(),
  desactivacion = { desactivar: vi.fn(async () => true), pending: false, error: null as string | null },
) {
  const api = mockFetch({
    [`GET ${base}/user-7`]: () => ok(e),
    [`PUT ${base}/${e.id}`]: ({ body }) =>
      ok({ ...e, ...(body as object), estado: e.estado === 'Rechazado' ? 'Pendiente' : e.estado }),
  });
  const onSaved = vi.fn();
  const view = renderPage(
    <PerfilEmprendedor
      userId="user-7"
      rubros={rubrosSource()}
      provincias={provinciasSource()}
      onSaved={onSaved}
      desactivacion={desactivacion}
    />,
  );
  return { api, onSaved, desactivacion, view, user: userEvent.setup() };
}

describe('PerfilEmprendedor', () => {
  it('puts the edited emprendimiento to its id', async () => {
    const e = emprendimientoFixture({ estado: 'Activo' });
    const { api, user, onSaved } = setup(e);
    const ciudad = await screen.findByLabelText(/^Ciudad/);
    await user.clear(ciudad);
    await user.type(ciudad, 'Córdoba');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Guardamos los cambios')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
    expect(api.to('PUT', `${base}/${e.id}`)[0]?.body).toMatchObject({
      ciudad: 'Córdoba',
      idRubro: 2,
      idProvincia: 5,
      cuit: '20123456786',
      alias: 'dulces.abuela',
    });
  });

  it('tells a rejected seller that saving sends the solicitud back to review', async () => {
    const { user } = setup(
      emprendimientoFixture({ estado: 'Rechazado', motivoRechazo: 'Falta la descripción de los productos.' }),
    );
    expect(await screen.findByText('Falta la descripción de los productos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar y reenviar solicitud' }));
    expect(await screen.findByText('Guardamos los cambios: tu solicitud volvió a revisión')).toBeInTheDocument();
  });

  it('deactivates only after the shop name is typed', async () => {
    const { user, desactivacion } = setup();
    await user.click(await screen.findByRole('button', { name: 'Desactivar emprendimiento' }));
    const dialog = screen.getByRole('dialog', { name: '¿Desactivar tu emprendimiento?' });
    const confirm = within(dialog).getByRole('button', { name: 'Desactivar' });
    const input = within(dialog).getByLabelText('Escribí "Dulces de la Abuela" para confirmar');
    await user.type(input, 'Dulces de la');
    expect(confirm).toBeDisabled();
    await user.type(input, ' abuela');
    await user.click(confirm);
    await waitFor(() => expect(desactivacion.desactivar).toHaveBeenCalledTimes(1));
  });

  it('keeps the dialog open with the stored error when the deactivation fails', async () => {
    const desactivacion = {
      desactivar: vi.fn(async () => false),
      pending: false,
      error: 'Failed to deactivate emprendimiento',
    };
    const { user } = setup(undefined, desactivacion);
    await user.click(await screen.findByRole('button', { name: 'Desactivar emprendimiento' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument(); // an old error is not shown before trying
    await user.type(within(dialog).getByRole('textbox'), 'Dulces de la Abuela');
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to deactivate emprendimiento');
  });

  it('validates the contact fields with the contract messages and sends them normalised (decision 040)', async () => {
    const e = emprendimientoFixture({
      estado: 'Activo',
      contacto: { whatsapp: '5493511234567', instagram: 'dulces.abuela', email: null },
    });
    const { api, user } = setup(e);
    const whatsapp = await screen.findByLabelText(/^WhatsApp/);
    // The stored number is shown readably, the user with its @.
    expect(whatsapp).toHaveValue('+54 9 351 123-4567');
    expect(screen.getByLabelText(/^Instagram/)).toHaveValue('@dulces.abuela');

    await user.clear(whatsapp);
    await user.type(whatsapp, '2345-6789');
    await user.type(screen.getByLabelText(/^E-mail público/), 'hola@');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(MENSAJES_PERFIL.whatsappInvalido)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES_PERFIL.emailPublicoInvalido)).toBeInTheDocument();
    expect(api.to('PUT', `${base}/${e.id}`)).toHaveLength(0);

    await user.clear(whatsapp);
    await user.type(whatsapp, '(0294) 15 412-3456');
    await user.clear(screen.getByLabelText(/^E-mail público/));
    await user.type(screen.getByLabelText(/^E-mail público/), 'Hola@Dulces.com.ar');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Guardamos los cambios')).toBeInTheDocument();
    expect(api.to('PUT', `${base}/${e.id}`)[0]?.body).toMatchObject({
      whatsapp: '5492944123456',
      instagram: 'dulces.abuela',
      emailPublico: 'hola@dulces.com.ar',
    });
  });

  it("shows an active shop's public link /tienda/{slug} with a copy button", async () => {
    const { user } = setup(emprendimientoFixture({ estado: 'Activo', slug: 'dulces-de-la-abuela' }));
    const enlace = await screen.findByTestId('enlace-publico');
    expect(enlace).toHaveTextContent(`${window.location.origin}/tienda/dulces-de-la-abuela`);
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByText('Copiamos el enlace de tu tienda')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/tienda/dulces-de-la-abuela`);
  });

  it('shows no public link while the shop is not public', async () => {
    setup(emprendimientoFixture({ estado: 'Pendiente' }));
    await screen.findByLabelText(/^WhatsApp/);
    expect(screen.queryByTestId('enlace-publico')).toBeNull();
  });
});
