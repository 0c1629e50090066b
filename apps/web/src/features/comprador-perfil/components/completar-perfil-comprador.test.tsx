import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PERFIL } from '@feria/contracts';
import { mockFetch, renderPage, respuestaDeError } from '../../../components/ui/test-support';
import { compradorFixture, provinciasSource } from '../test-fixtures';
import { CompletarPerfilComprador } from './completar-perfil-comprador';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/comprador/v1/compradores';

function setup(onCreated = vi.fn()) {
  renderPage(
    <CompletarPerfilComprador nombre="Ana" apellido="García" provincias={provinciasSource()} onCreated={onCreated} />,
  );
  return { onCreated, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^DNI/), '30111222');
  await user.type(screen.getByLabelText(/^Teléfono/), '11 4567-8901');
  await user.type(screen.getByLabelText(/^Calle/), 'Av. Corrientes');
  await user.type(screen.getByLabelText(/^Número/), '1234');
  await user.type(screen.getByLabelText(/^Ciudad/), 'CABA');
  await user.selectOptions(screen.getByLabelText(/^Provincia/), 'Buenos Aires');
  await user.type(screen.getByLabelText(/^Código postal/), 'C1043AAZ');
}

describe('CompletarPerfilComprador', () => {
  it('prefills the names from the identity profile', () => {
    setup();
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Apellido/)).toHaveValue('García');
  });

  it('shows the Spanish field errors and sends nothing while the form is invalid', async () => {
    const api = mockFetch({});
    const { user } = setup();
    await user.type(screen.getByLabelText(/^DNI/), '30.111');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText(MENSAJES_PERFIL.dniInvalido)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Provincia/)).toHaveAccessibleDescription(MENSAJES_PERFIL.provinciaObligatoria);
    expect(screen.getByText(MENSAJES_PERFIL.codigoPostalInvalido)).toBeInTheDocument();
    expect(screen.getByLabelText(/^DNI/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^DNI/)).toHaveAccessibleDescription(MENSAJES_PERFIL.dniInvalido);
    expect(api.requests).toHaveLength(0);
  });

  it('posts the buyer record and hands the saved record over', async () => {
    const saved = compradorFixture();
    const api = mockFetch({ [`POST ${PATH}`]: () => ({ status: 201, body: saved }) });
    const { user, onCreated } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(saved));
    expect(api.to('POST', PATH)[0]?.body).toEqual({
      nombre: 'Ana',
      apellido: 'García',
      dni: '30111222',
      telefono: '11 4567-8901',
      direccion: {
        calle: 'Av. Corrientes',
        numero: '1234',
        pisoDepto: '',
        ciudad: 'CABA',
        idProvincia: 1,
        codigoPostal: 'C1043AAZ',
      },
    });
  });

  it('shows the server message and keeps what was typed', async () => {
    mockFetch({ [`POST ${PATH}`]: () => respuestaDeError('PERFIL_YA_EXISTE') });
    const { user, onCreated } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_PERFIL.perfilYaExiste);
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^DNI/)).toHaveValue('30111222');
    expect(screen.getByLabelText(/^Provincia/)).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Guardar y continuar' })).toBeEnabled();
  });
});
