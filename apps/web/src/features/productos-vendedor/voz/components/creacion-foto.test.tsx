import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_IMAGEN, type RespuestaVoz } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../../components/ui/test-support';
import {
  API,
  EMPRENDIMIENTO_ID,
  FakeXhr,
  imagenArchivo,
  imagenFixture,
  productoFixture,
  TIPOS,
} from '../../test-fixtures';
import { VozFab } from './voz-fab';

// docs/producto/voz.md#foto-desde-la-vista-previa: a photo picked in the creation preview is
// uploaded after the create, and only then is the product enabled.

const VOZ = '/api/emprendedor/v1/comandos-voz';
const ID = '11111111-2222-4333-8444-555555555555';
const NOMBRE = 'Taza esmaltada azul';

beforeEach(() => {
  URL.createObjectURL = vi.fn((f: Blob) => `blob:${(f as File).name}`);
  URL.revokeObjectURL = vi.fn();
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const creacion: RespuestaVoz = {
  entidadesEncontradas: {},
  razonamientoInterno: '',
  transcripcion: 'x',
  motor: 'texto',
  accionDetectada: 'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION',
  mensajeUsuario: 'Detectamos 1 producto para cargar.',
  datosAccion: [
    {
      nombre: NOMBRE,
      precio: 7000,
      stock: 4,
      descripcion: '',
      tipo: 'Cerámica',
      tipoProductoId: 3,
      sku: null,
      atributos: [],
    },
  ],
};

function setup(extra: Parameters<typeof mockFetch>[0] = {}) {
  const api = mockFetch({
    [`GET ${VOZ}/motor`]: () =>
      ok({ motor: 'browser', descripcion: 'Reconocimiento de voz del navegador', maxSegundos: 60, maxBytes: 5242880 }),
    [`POST ${VOZ}/procesarTexto`]: () => ok(creacion),
    [`GET ${API}/tipos`]: () => ok(TIPOS),
    [`GET ${API}/atributos/${EMPRENDIMIENTO_ID}`]: () => ok([]),
    [`POST ${API}`]: (req) => {
      const { nombre, habilitado } = req.body as { nombre: string; habilitado?: boolean };
      return { status: 201, body: productoFixture({ id: ID, nombre, habilitado: habilitado ?? true }) };
    },
    [`PATCH ${API}/habilitar/${ID}`]: () => ok(productoFixture({ id: ID, nombre: NOMBRE, habilitado: true })),
    ...extra,
  });
  renderPage(<VozFab idEmprendimiento={EMPRENDIMIENTO_ID} />, { url: '/dashboard-emprendedor' });
  return { api, user: userEvent.setup({ applyAccept: false }) };
}

async function vistaPrevia(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Cargar o modificar productos por voz' }));
  const grabadora = await screen.findByRole('dialog', { name: 'Cargar o modificar productos por voz' });
  await user.type(within(grabadora).getByRole('textbox', { name: 'Comando (escribilo o corregilo)' }), 'creá una taza');
  await user.click(within(grabadora).getByRole('button', { name: 'Procesar texto' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Productos detectados' });
  return { dialogo, card: within(dialogo).getByRole('listitem', { name: `Producto 1: ${NOMBRE}` }) };
}

describe('voice creation preview: a photo before saving', () => {
  it('a chosen photo clears «Sin foto»; the product is created disabled, its photo uploaded with progress, then enabled', async () => {
    const { api, user } = setup();
    const { dialogo, card } = await vistaPrevia(user);
    expect(within(card).getByText('Sin foto')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Agregar foto de ${NOMBRE}` })).toBeInTheDocument();

    await user.upload(within(card).getByLabelText(`Foto de ${NOMBRE}`), imagenArchivo('taza.png'));
    expect(within(card).queryByText('Sin foto')).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: `Foto de ${NOMBRE}` })).toHaveAttribute('src', 'blob:taza.png');
    expect(within(card).getByText('Se publica al confirmar.')).toBeInTheDocument();
    // Nothing lacks: no 'Publicar … igual' to tick.
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Cambiar foto de ${NOMBRE}` })).toHaveFocus();

    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar Carga de 1 Producto(s)' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    // Created disabled: public only once the photo is there.
    expect(api.to('POST', API)[0]!.body).toMatchObject({ nombre: NOMBRE, stock: 4, habilitado: false });
    expect(api.to('PATCH', `${API}/habilitar/${ID}`)).toHaveLength(0);
    const xhr = FakeXhr.all[0]!;
    expect([xhr.method, xhr.url, (xhr.body?.get('files') as File).name]).toEqual([
      'POST',
      `${API}/${ID}/imagenes`,
      'taza.png',
    ]);
    xhr.progress(40, 100);
    expect(await screen.findByRole('progressbar', { name: 'Subiendo fotos' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Subiendo la foto...')).toBeInTheDocument();
    xhr.answer(200, [imagenFixture(10, 0)]);

    expect(await screen.findByText('1 producto creado exitosamente.')).toBeInTheDocument();
    expect(api.to('PATCH', `${API}/habilitar/${ID}`)).toHaveLength(1);
  });

  it('a failed upload leaves the product saved disabled and says where to add the photo', async () => {
    const { api, user } = setup();
    const { dialogo, card } = await vistaPrevia(user);
    await user.upload(within(card).getByLabelText(`Foto de ${NOMBRE}`), imagenArchivo('taza.png'));
    FakeXhr.auto = () => ({ status: 500, body: { mensaje: MENSAJES_IMAGEN.errorSubida, codigo: 'ERROR_INTERNO' } });
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar Carga de 1 Producto(s)' }));

    expect(
      await screen.findByText(
        '1 producto creado exitosamente. Quedó deshabilitado: habilitalo desde Mis productos cuando le agregues lo que le falta.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`^No pudimos subir la foto de ${NOMBRE}: agregala desde Mis productos`)),
    ).toBeInTheDocument();
    expect(api.to('POST', API)[0]!.body).toMatchObject({ habilitado: false });
    expect(api.to('PATCH', `${API}/habilitar/${ID}`)).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: `Editar ${NOMBRE}` }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard-emprendedor/cargar-producto/${ID}`);
  });

  it('refuses a file the product form refuses, and removing the photo brings «Sin foto» back', async () => {
    const { api, user } = setup();
    const { dialogo, card } = await vistaPrevia(user);
    const input = within(card).getByLabelText(`Foto de ${NOMBRE}`);
    await user.upload(input, imagenArchivo('dibujo.svg', 'image/svg+xml'));
    expect(within(card).getByRole('alert')).toHaveTextContent(`dibujo.svg: ${MENSAJES_IMAGEN.noValida}`);
    expect(within(card).getByText('Sin foto')).toBeInTheDocument();

    await user.upload(input, imagenArchivo('taza.png'));
    await user.click(within(card).getByRole('button', { name: `Quitar foto de ${NOMBRE}` }));
    expect(within(card).getByText('Sin foto')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Agregar foto de ${NOMBRE}` })).toHaveFocus();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:taza.png');

    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar Carga de 1 Producto(s)' }));
    await screen.findByText(/1 producto creado exitosamente\. Quedó deshabilitado/);
    expect(api.to('POST', API)[0]!.body).toMatchObject({ habilitado: false });
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('a failed create keeps the product and its photo in the preview to try again', async () => {
    const { user } = setup({ [`POST ${API}`]: () => fail(500, 'Error al crear el producto') });
    const { dialogo, card } = await vistaPrevia(user);
    await user.upload(within(card).getByLabelText(`Foto de ${NOMBRE}`), imagenArchivo('taza.png'));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar Carga de 1 Producto(s)' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(`${NOMBRE}: Error al crear el producto`);
    const otraVez = within(dialogo).getByRole('listitem', { name: `Producto 1: ${NOMBRE}` });
    expect(within(otraVez).getByRole('img', { name: `Foto de ${NOMBRE}` })).toHaveAttribute('src', 'blob:taza.png');
    expect(FakeXhr.all).toHaveLength(0);
  });
});
