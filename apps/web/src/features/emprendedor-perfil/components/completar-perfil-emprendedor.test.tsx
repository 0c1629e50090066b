import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_IMAGEN, MENSAJES_PERFIL } from '@feria/contracts';
import { mockFetch, renderPage, respuestaDeError } from '../../../components/ui/test-support';
import { CBU_VALIDO, emprendimientoFixture, provinciasSource, rubrosSource } from '../test-fixtures';
import { CompletarPerfilEmprendedor } from './completar-perfil-emprendedor';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/emprendedor/v1/emprendimientos';
type User = ReturnType<typeof userEvent.setup>;

function setup(subirLogo = vi.fn<(file: File) => Promise<string>>()) {
  const onCreated = vi.fn();
  renderPage(
    <CompletarPerfilEmprendedor
      rubros={rubrosSource()}
      provincias={provinciasSource()}
      onCreated={onCreated}
      subirLogo={subirLogo}
    />,
  );
  return { onCreated, subirLogo, user: userEvent.setup() };
}

/** Chooses a logo in the form; the preview comes from the device (jsdom has no object URLs: stubbed). */
async function elegirLogo(user: User) {
  vi.stubGlobal(
    'URL',
    Object.assign(globalThis.URL, {
      createObjectURL: () => 'blob:http://localhost/logo-local',
      revokeObjectURL: () => undefined,
    }),
  );
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await user.upload(input, file);
  return file;
}

async function fillValid(user: User) {
  await user.type(screen.getByLabelText(/^Nombre del emprendimiento/), 'Dulces de la Abuela');
  await user.type(screen.getByLabelText(/^Descripción/), 'Dulces caseros y conservas artesanales de Córdoba.');
  await user.selectOptions(screen.getByLabelText(/^Rubro/), 'Alimentos');
  await user.selectOptions(screen.getByLabelText(/^Provincia/), 'Córdoba');
  await user.type(screen.getByLabelText(/^Ciudad/), 'Villa Carlos Paz');
  await user.type(screen.getByLabelText(/^Calle/), 'San Martín');
  await user.type(screen.getByLabelText(/^Número/), '123');
  await user.type(screen.getByLabelText(/^Titular de la cuenta/), 'Marta Pérez');
  await user.type(screen.getByLabelText(/^CUIT o CUIL/), '20-12345678-6');
  await user.type(screen.getByLabelText(/^CBU o CVU/), CBU_VALIDO);
  await user.type(screen.getByLabelText(/^Alias/), 'Dulces.Abuela');
}

describe('CompletarPerfilEmprendedor', () => {
  it('explains why the bank details are asked', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Datos bancarios' })).toHaveTextContent(
      /pagar así, le mostramos estos datos/,
    );
  });

  it('rejects a CUIT, CBU and alias with wrong check digits or format', async () => {
    const api = mockFetch({});
    const { user } = setup();
    await user.type(screen.getByLabelText(/^CUIT o CUIL/), '20-12345678-5');
    await user.type(screen.getByLabelText(/^CBU o CVU/), '2850590940090418135200');
    await user.type(screen.getByLabelText(/^Alias/), 'mi alias!');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(MENSAJES_PERFIL.cuitInvalido)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES_PERFIL.cbuInvalido)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES_PERFIL.aliasInvalido)).toBeInTheDocument();
    expect(screen.getByText('La descripción debe tener al menos 20 caracteres')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Rubro/)).toHaveAccessibleDescription(MENSAJES_PERFIL.rubroObligatorio);
    expect(api.requests).toHaveLength(0);
  });

  it('validates the CBU live: digit count, then the check digits as soon as 22 are typed', async () => {
    const { user } = setup();
    const cbu = screen.getByLabelText(/^CBU o CVU/);
    await user.type(cbu, '2850590');
    expect(cbu).toHaveAccessibleDescription('7 de 22 dígitos');
    await user.type(cbu, '940090418135200');
    expect(cbu).toHaveAccessibleDescription(MENSAJES_PERFIL.cbuInvalido); // no blur needed
    await user.clear(cbu);
    await user.type(cbu, CBU_VALIDO);
    expect(cbu).toHaveAccessibleDescription('CBU/CVU válido: los dígitos verificadores coinciden');
  });

  it('posts the normalised body (numbers for ids, CUIT digits, alias in lower case)', async () => {
    const saved = emprendimientoFixture();
    const api = mockFetch({ [`POST ${PATH}`]: () => ({ status: 201, body: saved }) });
    const { user, onCreated } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(saved, {}));
    expect(api.to('POST', PATH)[0]?.body).toEqual({
      nombre: 'Dulces de la Abuela',
      descripcion: 'Dulces caseros y conservas artesanales de Córdoba.',
      idRubro: 2,
      idProvincia: 5,
      ciudad: 'Villa Carlos Paz',
      calle: 'San Martín',
      numero: '123',
      logo: null,
      titular: 'Marta Pérez',
      cuit: '20123456786',
      cbu: CBU_VALIDO,
      alias: 'dulces.abuela',
      // Contact is optional (decision 040): left empty, it is sent as null.
      whatsapp: null,
      instagram: null,
      emailPublico: null,
    });
  });

  it('shows the server message and keeps every value', async () => {
    mockFetch({ [`POST ${PATH}`]: () => respuestaDeError('EMPRENDIMIENTO_YA_EXISTE') });
    const { user, onCreated } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_PERFIL.emprendimientoYaExiste);
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^CBU o CVU/)).toHaveValue(CBU_VALIDO);
    expect(screen.getByLabelText(/^Rubro/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Alias/)).toHaveValue('Dulces.Abuela');
  });

  it('uploads the chosen logo only once the solicitud exists, then saves it in the profile (uploads belong to a shop)', async () => {
    const creado = emprendimientoFixture({ logo: null });
    const conLogo = { ...creado, logo: '/uploads/logos/nuevo.webp' };
    const api = mockFetch({
      [`POST ${PATH}`]: () => ({ status: 201, body: creado }),
      [`PUT ${PATH}/${creado.id}`]: () => ({ status: 200, body: conLogo }),
    });
    const subirLogo = vi.fn(async () => {
      expect(api.to('POST', PATH)).toHaveLength(1); // the shop exists before the upload
      return '/uploads/logos/nuevo.webp';
    });
    const { user, onCreated } = setup(subirLogo);
    await fillValid(user);
    const file = await elegirLogo(user);
    expect(subirLogo).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Logo de tu emprendimiento' })).toHaveAttribute(
      'src',
      'blob:http://localhost/logo-local',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(conLogo, {}));
    expect(subirLogo).toHaveBeenCalledWith(file, expect.any(Function));
    expect(api.to('POST', PATH)[0]?.body).toMatchObject({ logo: null });
    expect(api.to('PUT', `${PATH}/${creado.id}`)[0]?.body).toMatchObject({
      nombre: 'Dulces de la Abuela',
      logo: '/uploads/logos/nuevo.webp',
    });
  });

  it('still sends the solicitud when the logo upload fails afterwards, and says why', async () => {
    const creado = emprendimientoFixture({ logo: null });
    mockFetch({ [`POST ${PATH}`]: () => ({ status: 201, body: creado }) });
    const { user, onCreated } = setup(vi.fn(async () => Promise.reject(new Error(MENSAJES_IMAGEN.servidorOcupado))));
    await fillValid(user);
    await elegirLogo(user);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(creado, { logoNoSubido: MENSAJES_IMAGEN.servidorOcupado }),
    );
  });
});
