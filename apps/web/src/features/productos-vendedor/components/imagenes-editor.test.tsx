import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_IMAGEN, MENSAJES_PRODUCTO, type ImagenesOrdenInput, type ProductoImagen } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import {
  API,
  EMPRENDIMIENTO_ID,
  FakeXhr,
  imagenArchivo,
  imagenFixture,
  productoFixture,
  TIPOS,
} from '../test-fixtures';
import { CargarProductoPage } from './cargar-producto-page';

beforeEach(() => {
  URL.createObjectURL = vi.fn((f: Blob) => `blob:${(f as File).name}`);
  URL.revokeObjectURL = vi.fn();
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const creado = productoFixture({ id: '11111111-2222-4333-8444-555555555555', nombre: 'Mate de calabaza' });
const IMAGENES = `${API}/${creado.id}/imagenes`;

/** The server side of uploads: each accepted file gets the next id; the first one is the principal. */
function servidorDeImagenes(iniciales: ProductoImagen[] = []) {
  let imagenes = [...iniciales];
  let next = 10;
  return {
    get: () => imagenes,
    set: (l: ProductoImagen[]) => (imagenes = l),
    subir: () => {
      imagenes = [...imagenes, imagenFixture(next, imagenes.length, imagenes.length === 0)];
      next += 1;
      return { status: 200, body: imagenes };
    },
    ordenar: (body: ImagenesOrdenInput) => {
      imagenes = body.orden.map((id, orden) => ({ ...imagenFixture(id, orden), principal: id === body.principal }));
      return ok(imagenes);
    },
  };
}

function setup(extra: Parameters<typeof mockFetch>[0] = {}, productoId?: string) {
  const api = mockFetch({
    [`GET ${API}/tipos`]: () => ok(TIPOS),
    [`GET ${API}/atributos/${EMPRENDIMIENTO_ID}`]: () => ok([]),
    [`POST ${API}`]: () => ({ status: 201, body: creado }),
    [`PUT ${API}/${creado.id}`]: () => ok(creado),
    ...extra,
  });
  renderPage(<CargarProductoPage idEmprendimiento={EMPRENDIMIENTO_ID} estado="Activo" productoId={productoId} />, {
    url: '/dashboard-emprendedor/cargar-producto',
    path: '/dashboard-emprendedor/cargar-producto',
  });
  return { api, user: userEvent.setup({ applyAccept: false }) };
}

type User = ReturnType<typeof userEvent.setup>;
async function completarDatos(user: User) {
  await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Mate de calabaza');
  await user.type(screen.getByRole('textbox', { name: /^Precio/ }), '1500');
  await user.type(screen.getByRole('textbox', { name: /^Stock/ }), '3');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Tipo de producto/ })).toBeEnabled());
  await user.selectOptions(screen.getByRole('combobox', { name: /Tipo de producto/ }), 'Cerámica');
}
const lista = () => screen.getByRole('list', { name: 'Imágenes del producto' });
const alts = () =>
  within(lista())
    .getAllByRole('img')
    .map((i) => i.getAttribute('src'));

describe('ImagenesEditor: new product', () => {
  it('keeps picked images local, then uploads each as `files` after the create and saves the chosen principal', async () => {
    const srv = servidorDeImagenes();
    FakeXhr.auto = () => srv.subir();
    const { api, user } = setup({ [`PUT ${IMAGENES}/orden`]: ({ body }) => srv.ordenar(body as ImagenesOrdenInput) });
    await completarDatos(user);
    await user.upload(screen.getByTestId('imagenes-input'), [
      imagenArchivo('frente.png'),
      imagenArchivo('costado.jpg', 'image/jpeg'),
    ]);
    expect(alts()).toEqual(['blob:frente.png', 'blob:costado.jpg']);
    expect(within(lista()).getByRole('img', { name: 'Mate de calabaza, imagen 1' })).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(0); // nothing to upload to before the product exists

    await user.click(screen.getByRole('button', { name: 'Usar imagen 2 como principal' }));
    expect(alts()).toEqual(['blob:costado.jpg', 'blob:frente.png']);
    expect(screen.getByText('Imagen movida a la posición 1 de 2. Ahora es la principal')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard-emprendedor/productos'));
    expect(FakeXhr.all.map((x) => [x.method, x.url, (x.body?.get('files') as File).name])).toEqual([
      ['POST', IMAGENES, 'costado.jpg'],
      ['POST', IMAGENES, 'frente.png'],
    ]);
    // Uploaded in the chosen order, so the server order already matches: no extra PUT.
    expect(api.to('PUT', `${IMAGENES}/orden`)).toHaveLength(0);
    expect(srv.get().find((i) => i.principal)?.id).toBe(10);
  });

  it('shows the progress of each upload', async () => {
    const { user } = setup();
    await completarDatos(user);
    await user.upload(screen.getByTestId('imagenes-input'), imagenArchivo('frente.png'));
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]?.progress(50, 100);
    const barra = await screen.findByRole('progressbar', { name: 'Subiendo imagen 1' });
    expect(barra).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Subiendo... 50 %')).toBeInTheDocument();
    FakeXhr.all[0]?.answer(200, [imagenFixture(10, 0)]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard-emprendedor/productos'));
  });

  it('refuses wrong types, big files and more than 8 images before uploading', async () => {
    const { user } = setup();
    await user.upload(await screen.findByTestId('imagenes-input'), [
      imagenArchivo('dibujo.svg', 'image/svg+xml'),
      imagenArchivo('enorme.png', 'image/png', 5 * 1024 * 1024 + 1),
    ]);
    const alerta = screen.getByRole('alert');
    expect(alerta).toHaveTextContent(`dibujo.svg: ${MENSAJES_IMAGEN.noValida}`);
    expect(alerta).toHaveTextContent(`enorme.png: ${MENSAJES_IMAGEN.demasiadoGrande}`);
    await user.upload(
      screen.getByTestId('imagenes-input'),
      Array.from({ length: 9 }, (_, i) => imagenArchivo(`f${i}.png`)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(MENSAJES_PRODUCTO.demasiadasImagenes);
    expect(alts()).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Agregar imágenes' })).toBeDisabled();
  });

  it('keeps a failed image to retry and updates the product created instead of creating another', async () => {
    const srv = servidorDeImagenes();
    let intentos = 0;
    FakeXhr.auto = () =>
      ++intentos === 1
        ? { status: 400, body: { mensaje: MENSAJES_IMAGEN.noValida, codigo: 'IMAGEN_INVALIDA' } }
        : srv.subir();
    const { api, user } = setup();
    await completarDatos(user);
    await user.upload(screen.getByTestId('imagenes-input'), imagenArchivo('frente.png'));
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(await screen.findByText(/Guardamos el producto, pero algunas imágenes no se subieron/)).toBeInTheDocument();
    expect(screen.getByText(`No se subió: ${MENSAJES_IMAGEN.noValida}`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Mate de calabaza');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard-emprendedor/productos'));
    expect(api.to('POST', API)).toHaveLength(1);
    expect(api.to('PUT', `${API}/${creado.id}`)).toHaveLength(1);
    expect(FakeXhr.all).toHaveLength(2);
  });
});

describe('ImagenesEditor: saved product', () => {
  const conImagenes = { ...creado, imagenes: [imagenFixture(1, 0), imagenFixture(2, 1, false)] };

  function setupEdicion(extra: Parameters<typeof mockFetch>[0] = {}) {
    const srv = servidorDeImagenes(conImagenes.imagenes);
    const r = setup(
      {
        [`GET ${API}/${creado.id}`]: () => ok(conImagenes),
        [`PUT ${IMAGENES}/orden`]: ({ body }) => srv.ordenar(body as ImagenesOrdenInput),
        [`DELETE ${IMAGENES}/2`]: () => ok(srv.set(srv.get().filter((i) => i.id !== 2))),
        ...extra,
      },
      creado.id,
    );
    return { ...r, srv };
  }

  it('saves a new order at once and keeps the focus on the moved image', async () => {
    const { api, user } = setupEdicion();
    await user.click(await screen.findByRole('button', { name: 'Mover imagen 2 antes' }));
    expect(alts()).toEqual(['/uploads/productos/2.webp', '/uploads/productos/1.webp']);
    expect(screen.getByRole('button', { name: 'Mover imagen 1 después' })).toHaveFocus();
    await waitFor(() => expect(api.to('PUT', `${IMAGENES}/orden`)[0]?.body).toEqual({ orden: [2, 1], principal: 2 }));
  });

  it('puts the server order back when the new order is refused', async () => {
    const { user } = setupEdicion({
      [`PUT ${IMAGENES}/orden`]: () => fail(400, MENSAJES_PRODUCTO.ordenImagenesInvalido),
    });
    await user.click(await screen.findByRole('button', { name: 'Mover imagen 1 después' }));
    expect(await screen.findByText(MENSAJES_PRODUCTO.ordenImagenesInvalido)).toBeInTheDocument();
    expect(alts()).toEqual(['/uploads/productos/1.webp', '/uploads/productos/2.webp']);
  });

  it('deletes a saved image only after confirming', async () => {
    const { api, user } = setupEdicion();
    await user.click(await screen.findByRole('button', { name: 'Quitar imagen 2' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar esta imagen?' });
    expect(api.to('DELETE', `${IMAGENES}/2`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(alts()).toEqual(['/uploads/productos/1.webp']));
    expect(api.to('DELETE', `${IMAGENES}/2`)).toHaveLength(1);
  });

  it('uploads a picked image right away', async () => {
    const { srv } = setupEdicion();
    FakeXhr.auto = () => srv.subir();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Imágenes del producto' });
    await user.upload(screen.getByTestId('imagenes-input'), imagenArchivo('nueva.webp', 'image/webp'));
    await waitFor(() =>
      expect(alts()).toEqual(['/uploads/productos/1.webp', '/uploads/productos/2.webp', '/uploads/productos/10.webp']),
    );
    expect(FakeXhr.all[0]?.url).toBe(IMAGENES);
  });
});
