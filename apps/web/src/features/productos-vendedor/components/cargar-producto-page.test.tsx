import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import {
  MENSAJES,
  MENSAJES_CUENTA,
  MENSAJES_PRODUCTO,
  type AtributoSugerido,
  type EstadoEmprendimiento,
} from '@feria/contracts';
import { fail, failCon, mockFetch, ok, renderPage, respuestaDeError } from '../../../components/ui/test-support';
import { API, EMPRENDIMIENTO_ID, imagenFixture, productoFixture, TIPOS } from '../test-fixtures';
import { productosVendedorKeys } from '../api/productos';
import { CargarProductoPage } from './cargar-producto-page';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const SUGERIDAS: AtributoSugerido[] = [
  { clave: 'Color', valores: ['Azul', 'Rojo'] },
  { clave: 'Talle', valores: ['M'] },
];
const creado = productoFixture({ id: '11111111-2222-4333-8444-555555555555', nombre: 'Mate de calabaza' });

function setup({
  extra = {},
  estado = 'Activo' as EstadoEmprendimiento,
  productoId,
}: { extra?: Parameters<typeof mockFetch>[0]; estado?: EstadoEmprendimiento; productoId?: string } = {}) {
  const api = mockFetch({
    [`GET ${API}/tipos`]: () => ok(TIPOS),
    [`GET ${API}/atributos/${EMPRENDIMIENTO_ID}`]: () => ok(SUGERIDAS),
    [`POST ${API}`]: () => ({ status: 201, body: creado }),
    ...extra,
  });
  const view = renderPage(
    <CargarProductoPage idEmprendimiento={EMPRENDIMIENTO_ID} estado={estado} productoId={productoId} />,
    {
      url: '/dashboard-emprendedor/cargar-producto',
      path: '/dashboard-emprendedor/cargar-producto',
    },
  );
  return { api, view, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
async function completarDatos(user: User) {
  await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Mate de calabaza');
  await user.type(screen.getByRole('textbox', { name: /^Precio/ }), '1.500,50');
  await user.type(screen.getByRole('textbox', { name: /^Stock/ }), '3');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Tipo de producto/ })).toBeEnabled());
  await user.selectOptions(screen.getByRole('combobox', { name: /Tipo de producto/ }), 'Cerámica');
}
const fila = (n: number) => within(screen.getByRole('group', { name: `Atributo ${n}` }));

describe('CargarProductoPage: create', () => {
  it('shows the zod messages of the contracts and sends nothing', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^Stock/ }), '1,5');
    await user.type(screen.getByRole('textbox', { name: /^Precio/ }), '-3');
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(await screen.findByText(MENSAJES_PRODUCTO.nombreObligatorio)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES_PRODUCTO.precioInvalido)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES_PRODUCTO.stockInvalido)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES_PRODUCTO.tipoObligatorio)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveFocus();
    expect(api.to('POST', API)).toHaveLength(0);
  });

  it('posts docs/producto/entidades.md payload with the shop id, dropping empty attribute rows, then goes to the list', async () => {
    const { api, user } = setup();
    await completarDatos(user);
    await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Calabaza curada a mano.');
    await user.type(fila(1).getByLabelText('Atributo'), ' Color ');
    await user.type(fila(1).getByLabelText('Valor'), 'Azul');
    await user.click(screen.getByRole('button', { name: 'Agregar atributo' }));
    expect(fila(2).getByLabelText('Atributo')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard-emprendedor/productos'));
    const [post] = api.to('POST', API);
    expect(post?.url.searchParams.get('idEmprendimiento')).toBe(EMPRENDIMIENTO_ID);
    expect(post?.body).toEqual({
      nombre: 'Mate de calabaza',
      descripcion: 'Calabaza curada a mano.',
      precio: 1500.5,
      stock: 3,
      sku: null,
      tipoProductoId: 3,
      atributosRequestDto: [{ clave: 'Color', valor: 'Azul', tipoDato: 'STRING' }],
    });
  });

  it('keeps one attribute row: its delete is disabled until another row exists', async () => {
    const { user } = setup();
    const quitar1 = await screen.findByRole('button', { name: 'Quitar atributo 1' });
    expect(quitar1).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Agregar atributo' }));
    expect(screen.getByRole('button', { name: 'Quitar atributo 1' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Quitar atributo 2' }));
    expect(screen.queryByRole('group', { name: 'Atributo 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar atributo 1' })).toBeDisabled();
  });

  it('uses the placeholders of docs/producto/validacion.md', async () => {
    setup();
    expect(await screen.findByPlaceholderText('Ej: Color')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Ej: Azul')).toBeInTheDocument();
  });

  it('suggests the shop keys not present; a suggestion fills the first empty key, otherwise adds a row', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Usar atributo Talle' }));
    expect(fila(1).getByLabelText('Atributo')).toHaveValue('Talle');
    expect(fila(1).getByLabelText('Valor')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Usar atributo Talle' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar atributo Color' }));
    expect(fila(2).getByLabelText('Atributo')).toHaveValue('Color');
    expect(screen.queryByRole('button', { name: /Usar atributo/ })).not.toBeInTheDocument();
  });

  it('does not offer a key already typed, whatever its case', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Usar atributo Color' });
    await user.type(fila(1).getByLabelText('Atributo'), '  cOLOR');
    expect(screen.queryByRole('button', { name: 'Usar atributo Color' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar atributo Talle' })).toBeInTheDocument();
    // Values the shop already used for that key are offered to the value field.
    const valor = fila(1).getByLabelText('Valor');
    const list = document.getElementById(valor.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual(['Azul', 'Rojo']);
  });

  it('marks a half-filled or repeated attribute under its row', async () => {
    const { api, user } = setup();
    await completarDatos(user);
    await user.type(fila(1).getByLabelText('Atributo'), 'Color');
    await user.click(screen.getByRole('button', { name: 'Agregar atributo' }));
    await user.type(fila(2).getByLabelText('Atributo'), 'color');
    await user.type(fila(2).getByLabelText('Valor'), 'Rojo');
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(await fila(1).findByText(MENSAJES_PRODUCTO.valorAtributo)).toBeInTheDocument();
    expect(fila(2).getByText(MENSAJES_PRODUCTO.claveRepetida)).toBeInTheDocument();
    expect(fila(1).getByLabelText('Valor')).toHaveFocus();
    expect(api.to('POST', API)).toHaveLength(0);
  });

  it('shows a duplicate SKU under the SKU field and keeps what was typed', async () => {
    const { user } = setup({ extra: { [`POST ${API}`]: () => respuestaDeError('PRODUCTO_SKU_DUPLICADO') } });
    await completarDatos(user);
    await user.type(screen.getByRole('textbox', { name: /^SKU/ }), 'MATE-1');
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    const sku = screen.getByRole('textbox', { name: /^SKU/ });
    await waitFor(() => expect(sku).toHaveAccessibleDescription(MENSAJES_PRODUCTO.skuRepetido));
    expect(sku).toHaveValue('MATE-1');
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Mate de calabaza');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard-emprendedor/cargar-producto');
  });

  it('shows any other server error above the buttons', async () => {
    const { user } = setup({ extra: { [`POST ${API}`]: () => fail(500, 'Error al crear producto') } });
    await completarDatos(user);
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al crear producto');
  });

  it('puts a server refusal under the field the answer names, whatever its text', async () => {
    const mensaje = 'El nombre ya no está disponible';
    const { user } = setup({ extra: { [`POST ${API}`]: () => failCon('VALIDACION', { mensaje, campo: 'nombre' }) } });
    await completarDatos(user);
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveAccessibleDescription(mensaje));
    expect(screen.getAllByText(mensaje)).toHaveLength(1);
  });

  it('puts an unknown product type under its select (catalogue campo tipoProductoId)', async () => {
    const { user } = setup({
      extra: { [`POST ${API}`]: () => respuestaDeError('TIPO_PRODUCTO_INEXISTENTE') },
    });
    await completarDatos(user);
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Tipo de producto/ })).toHaveAccessibleDescription(
        MENSAJES_PRODUCTO.tipoInexistente,
      ),
    );
  });

  it('shows a refusal that names no field of the form above the buttons', async () => {
    const { user } = setup({ extra: { [`POST ${API}`]: () => respuestaDeError('EMPRENDIMIENTO_DESACTIVADO') } });
    await completarDatos(user);
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(await screen.findByText(MENSAJES_CUENTA.emprendimientoDesactivado)).toBeInTheDocument();
  });

  it('says products go public once the shop is approved', async () => {
    setup({ estado: 'Pendiente' });
    expect(
      await screen.findByText('Tus productos se publican cuando se apruebe tu emprendimiento'),
    ).toBeInTheDocument();
  });

  it('still works when the suggestions fail, offering a retry', async () => {
    setup({
      extra: { [`GET ${API}/atributos/${EMPRENDIMIENTO_ID}`]: () => fail(500, MENSAJES_PRODUCTO.errorAtributos) },
    });
    expect(
      await screen.findByText(`No pudimos cargar los atributos que ya usás: ${MENSAJES_PRODUCTO.errorAtributos}`),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Ej: Color')).toBeEnabled();
  });
});

describe('CargarProductoPage: edit', () => {
  const existente = productoFixture({
    nombre: 'Taza esmaltada',
    precio: 12000.5,
    stock: 0,
    sku: 'TAZ-01',
    atributos: [{ id: 1, clave: 'Color', valor: 'Azul', tipoDato: 'STRING' }],
  });

  it('loads the product and puts the changes to its own id', async () => {
    const { api, user } = setup({
      productoId: existente.id,
      extra: {
        [`GET ${API}/${existente.id}`]: () => ok(existente),
        [`PUT ${API}/${existente.id}`]: ({ body }) => ok({ ...existente, ...(body as object) }),
      },
    });
    const nombre = await screen.findByRole('textbox', { name: /^Nombre/ });
    expect(nombre).toHaveValue('Taza esmaltada');
    expect(screen.getByRole('textbox', { name: /^Precio/ })).toHaveValue('12000,50');
    expect(screen.getByRole('textbox', { name: /^Stock/ })).toHaveValue('0');
    expect(fila(1).getByLabelText('Valor')).toHaveValue('Azul');
    await user.clear(screen.getByRole('textbox', { name: /^Stock/ }));
    await user.type(screen.getByRole('textbox', { name: /^Stock/ }), '7');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard-emprendedor/productos'));
    expect(api.to('PUT', `${API}/${existente.id}`)[0]?.body).toMatchObject({
      stock: 7,
      precio: 12000.5,
      sku: 'TAZ-01',
      tipoProductoId: 3,
      atributosRequestDto: [{ clave: 'Color', valor: 'Azul', tipoDato: 'STRING' }],
    });
  });

  it('explains a product that does not exist (another seller’s id answers 404)', async () => {
    setup({
      productoId: existente.id,
      extra: { [`GET ${API}/${existente.id}`]: () => fail(404, MENSAJES.productoNoEncontrado) },
    });
    expect(await screen.findByText(MENSAJES.productoNoEncontrado)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a mis productos' })).toHaveAttribute(
      'href',
      '/dashboard-emprendedor/productos',
    );
  });
});

describe('CargarProductoPage: edit starts from fresh data', () => {
  const guardado = productoFixture({ nombre: 'Poncho', imagenes: [imagenFixture(7, 0)] });

  function renderConCache() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    // What the create left in the cache: the product before its images were uploaded.
    client.setQueryData(productosVendedorKeys.detalle(guardado.id), {
      ...guardado,
      nombre: 'Poncho viejo',
      imagenes: [],
    });
    const router = createMemoryRouter([
      {
        path: '*',
        element: <CargarProductoPage idEmprendimiento={EMPRENDIMIENTO_ID} estado="Activo" productoId={guardado.id} />,
      },
    ]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return client;
  }

  it('waits for the server copy instead of an older cached one', async () => {
    mockFetch({
      [`GET ${API}/tipos`]: () => ok(TIPOS),
      [`GET ${API}/atributos/${EMPRENDIMIENTO_ID}`]: () => ok([]),
      [`GET ${API}/${guardado.id}`]: () => ok(guardado),
    });
    renderConCache();
    expect(await screen.findByRole('textbox', { name: /^Nombre/ })).toHaveValue('Poncho');
    expect(within(screen.getByRole('list', { name: 'Imágenes del producto' })).getAllByRole('img')).toHaveLength(1);
  });

  it('keeps the form when a later refetch fails', async () => {
    let llamadas = 0;
    mockFetch({
      [`GET ${API}/tipos`]: () => ok(TIPOS),
      [`GET ${API}/atributos/${EMPRENDIMIENTO_ID}`]: () => ok([]),
      [`GET ${API}/${guardado.id}`]: () => (++llamadas === 1 ? ok(guardado) : fail(500, 'Se cortó la conexión')),
    });
    const client = renderConCache();
    const user = userEvent.setup();
    const nombre = await screen.findByRole('textbox', { name: /^Nombre/ });
    await user.type(nombre, ' rojo');
    await act(() => client.invalidateQueries({ queryKey: productosVendedorKeys.all }));
    await waitFor(() => expect(llamadas).toBe(2));
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Poncho rojo');
  });
});
