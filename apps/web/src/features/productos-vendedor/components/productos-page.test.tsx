import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockFetch, ok, renderPage, respuestaDeError } from '../../../components/ui/test-support';
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
    expect(within(table).getByRole('checkbox', { name: 'Elegir Remera de algodón' })).not.toBeChecked();
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

const MASIVA = `PATCH /api/emprendedor/v1/emprendimientos/${EMPRENDIMIENTO_ID}/productos`;
const URL_MASIVA = `/api/emprendedor/v1/emprendimientos/${EMPRENDIMIENTO_ID}/productos`;

describe('ProductosPage: bulk edit (docs/producto/edicion-masiva.md#pantalla)', () => {
  it('links to the spreadsheet import and export', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Importar / exportar' })).toHaveAttribute(
      'href',
      '/dashboard-emprendedor/productos/planilla',
    );
  });

  it('raises the chosen products by a percentage, with a live example and the count in the confirmation', async () => {
    let listas = 0;
    const { api, user } = setup(undefined, {
      [LISTA]: () => (++listas === 1 ? ok([taza, remera, jarron]) : ok([{ ...taza, precio: 13200 }, remera, jarron])),
      [MASIVA]: () => ok({ actualizados: 2 }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Elegir Taza esmaltada' }));
    await user.click(screen.getByRole('checkbox', { name: 'Elegir Jarrón cerámico' }));
    const barra = screen.getByRole('region', { name: 'Acciones sobre los productos elegidos' });
    expect(barra).toHaveTextContent('2 seleccionados');
    await user.click(within(barra).getByRole('button', { name: 'Cambiar precio' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el precio de 2 productos' });
    const campo = within(dialog).getByRole('textbox', { name: 'Porcentaje' });
    expect(campo).toHaveFocus();
    await user.type(campo, '10');
    expect(within(dialog).getByText('Taza esmaltada $ 12.000 → $ 13.200')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('(y 1 producto más)');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar 2 productos' }));
    expect(await screen.findByText('Cambiamos el precio de 2 productos')).toBeInTheDocument();
    expect(api.to('PATCH', URL_MASIVA).map((r) => r.body)).toEqual([
      { ids: [taza.id, jarron.id], cambio: { tipo: 'porcentaje', porcentaje: 10 } },
    ]);
    // The list comes again from the server, the selection and its bar are gone.
    expect(await screen.findByText('$ 13.200')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Acciones sobre los productos elegidos' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Elegir Taza esmaltada' })).not.toBeChecked();
  });

  it('sets a fixed price, and refuses an empty or malformed value without calling the server', async () => {
    const { api, user } = setup(undefined, { [MASIVA]: () => ok({ actualizados: 1 }) });
    await user.click(await screen.findByRole('checkbox', { name: 'Elegir Remera de algodón' }));
    await user.click(screen.getByRole('button', { name: 'Cambiar precio' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el precio de 1 producto' });
    await user.click(within(dialog).getByRole('radio', { name: 'Precio fijo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar 1 producto' }));
    expect(within(dialog).getByRole('textbox', { name: 'Precio nuevo' })).toHaveAccessibleDescription(
      'Ingresá un precio',
    );
    expect(api.to('PATCH', URL_MASIVA)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Precio nuevo' }), '9.999,50');
    expect(within(dialog).getByText('Remera de algodón $ 8.500 → $ 10.000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar 1 producto' }));
    await waitFor(() =>
      expect(api.to('PATCH', URL_MASIVA).map((r) => r.body)).toEqual([
        { ids: [remera.id], cambio: { tipo: 'precio', precio: 9999.5 } },
      ]),
    );
  });

  it('chooses all visible products only, and disables them after confirming', async () => {
    const { api, user } = setup(undefined, { [MASIVA]: () => ok({ actualizados: 2 }) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado' }), 'Habilitados');
    await user.click(screen.getByRole('checkbox', { name: 'Elegir todos los que se ven' }));
    expect(screen.getByRole('checkbox', { name: 'Elegir Taza esmaltada' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Elegir Remera de algodón' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Deshabilitar' }));
    const dialog = screen.getByRole('dialog', { name: '¿Deshabilitar 2 productos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deshabilitar 2 productos' }));
    expect(await screen.findByText('Deshabilitamos 2 productos')).toBeInTheDocument();
    expect(api.to('PATCH', URL_MASIVA)[0]!.body).toEqual({
      ids: [taza.id, remera.id],
      cambio: { tipo: 'habilitado', habilitado: false },
    });
  });

  it('keeps the dialog and the selection with the server message when the change is refused', async () => {
    const { user } = setup(undefined, { [MASIVA]: () => respuestaDeError('PRODUCTO_NO_ENCONTRADO') });
    await user.click(await screen.findByRole('checkbox', { name: 'Elegir Taza esmaltada' }));
    await user.click(screen.getByRole('button', { name: 'Cambiar stock' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el stock de 1 producto' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Stock nuevo' }), '3,5');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar 1 producto' }));
    expect(within(dialog).getByText('El stock es un número entero')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Stock nuevo' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Stock nuevo' }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar 1 producto' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Producto no encontrado');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('checkbox', { name: 'Elegir Taza esmaltada' })).toBeChecked();
  });
});
