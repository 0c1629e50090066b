import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import type { EstadoEmprendimiento, ProductoVendedor } from '@feria/contracts';
import { API, EMPRENDIMIENTO_ID, productoFixture } from '../test-fixtures';
import { ProductosPage } from './productos-page';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  vi.unstubAllGlobals();
  window.matchMedia = originalMatchMedia;
});

const LISTA = `GET ${API}/misProductos/${EMPRENDIMIENTO_ID}`;
const taza = productoFixture({ nombre: 'Taza esmaltada', precio: 12000, stock: 5 });
const remera = productoFixture({
  nombre: 'Remera de algodón',
  precio: 8500,
  stock: 0,
  sku: null,
  tipoProducto: { idTipoProducto: 4, nombre: 'Indumentaria', descripcion: null },
});
const jarron = productoFixture({ nombre: 'Jarrón cerámico', precio: 30000, habilitado: false, sku: 'JAR-9' });

function setup(
  productos: ProductoVendedor[] = [taza, remera, jarron],
  extra: Parameters<typeof mockFetch>[0] = {},
  estado: EstadoEmprendimiento = 'Activo',
  url = '/dashboard-emprendedor/productos',
) {
  const api = mockFetch({ [LISTA]: () => ok(productos), ...extra });
  const view = renderPage(<ProductosPage idEmprendimiento={EMPRENDIMIENTO_ID} estado={estado} />, {
    url,
    path: '/dashboard-emprendedor/productos',
  });
  return { api, view, user: userEvent.setup() };
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Tus productos' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('ProductosPage (Consultar Productos)', () => {
  it('lists every product with price, stock badge and state', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Taza esmaltada' })).toBeInTheDocument();
    expect(cards()).toEqual(['Taza esmaltada', 'Remera de algodón', 'Jarrón cerámico']);
    expect(screen.getByText('$ 12.000')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tus productos' })).getByText('Sin stock')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Habilitado: Jarrón cerámico' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Habilitado: Taza esmaltada' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Editar Taza esmaltada' })).toHaveAttribute(
      'href',
      `/dashboard-emprendedor/cargar-producto/${taza.id}`,
    );
    expect(screen.queryByText('Tus productos se publican cuando se apruebe tu emprendimiento')).not.toBeInTheDocument();
  });

  it('shows a table on wide screens', async () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: true,
    })) as typeof window.matchMedia;
    setup();
    const table = await screen.findByRole('table', { name: 'Tus productos' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: /Remera de algodón/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Eliminar Remera de algodón' })).toBeInTheDocument();
  });

  it('says the products go public once the shop is approved', async () => {
    setup([taza], {}, 'Pendiente');
    expect(
      await screen.findByText('Tus productos se publican cuando se apruebe tu emprendimiento'),
    ).toBeInTheDocument();
  });

  it('invites to load the first product when there is none', async () => {
    setup([]);
    expect(await screen.findByText('Todavía no cargaste productos')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Cargar Producto' });
    expect(links.at(-1)).toHaveAttribute('href', '/dashboard-emprendedor/cargar-producto');
  });

  it('shows the server error with a retry', async () => {
    let calls = 0;
    const { user } = setup([], {
      [LISTA]: () => (++calls === 1 ? fail(500, 'No pudimos cargar tus productos') : ok([taza])),
    });
    expect(await screen.findByText('No pudimos cargar tus productos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Taza esmaltada' })).toBeInTheDocument();
  });

  it('searches ignoring accents and filters by state, keeping the filters in the URL', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar' }), 'ALGODON');
    expect(cards()).toEqual(['Remera de algodón']);
    expect(screen.getByText('Mostrando 1 de 3 productos')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('q=ALGODON');
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Deshabilitados');
    expect(cards()).toEqual(['Jarrón cerámico']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Sin stock');
    expect(cards()).toEqual(['Remera de algodón']);
  });

  it('filters by type and offers to clear when nothing matches', async () => {
    const { user } = setup(undefined, {}, 'Activo', '/dashboard-emprendedor/productos?tipo=4&estado=deshabilitados');
    expect(await screen.findByText('No encontramos productos con esos filtros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(cards()).toHaveLength(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Indumentaria');
    expect(cards()).toEqual(['Remera de algodón']);
  });

  it('disables at once and keeps it when the server agrees', async () => {
    let release: (() => void) | undefined;
    const { api, user } = setup(undefined, {
      [`PATCH ${API}/deshabilitar/${taza.id}`]: () =>
        new Promise((r) => (release = () => r(ok({ ...taza, habilitado: false })))),
    });
    const sw = await screen.findByRole('switch', { name: 'Habilitado: Taza esmaltada' });
    await user.click(sw);
    expect(sw).not.toBeChecked(); // optimistic, before the answer
    await waitFor(() => expect(api.to('PATCH', `${API}/deshabilitar/${taza.id}`)).toHaveLength(1));
    release?.();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Habilitado: Taza esmaltada' })).not.toBeChecked());
    expect(api.to('PATCH', `${API}/deshabilitar/${taza.id}`)).toHaveLength(1);
  });

  it('puts the switch back and says why when the server refuses', async () => {
    const { user } = setup(undefined, {
      [`PATCH ${API}/habilitar/${jarron.id}`]: () => fail(404, 'Producto no encontrado'),
    });
    const sw = await screen.findByRole('switch', { name: 'Habilitado: Jarrón cerámico' });
    await user.click(sw);
    expect(
      await screen.findByText('No pudimos habilitar "Jarrón cerámico": Producto no encontrado'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Habilitado: Jarrón cerámico' })).not.toBeChecked();
  });

  it('deletes only after confirming', async () => {
    const { api, user } = setup(undefined, { [`DELETE ${API}/${remera.id}`]: () => ({ status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Remera de algodón' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar producto?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.to('DELETE', `${API}/${remera.id}`)).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Remera de algodón' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Eliminamos "Remera de algodón"')).toBeInTheDocument();
    expect(api.to('DELETE', `${API}/${remera.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Remera de algodón' })).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server message when the delete fails', async () => {
    const { user } = setup(undefined, { [`DELETE ${API}/${remera.id}`]: () => fail(404, 'Producto no encontrado') });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Remera de algodón' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Producto no encontrado');
  });
});
