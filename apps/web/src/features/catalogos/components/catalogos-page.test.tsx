import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Catalogo } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage, respuestaDeError } from '../../../components/ui/test-support';
import { EMP_ID, catalogoFixture, productoVendedorFixture } from '../test-fixtures';
import { CatalogosPage } from './catalogos-page';

afterEach(() => vi.unstubAllGlobals());

const BASE = '/api/emprendedor/v1/catalogos';
const LISTA = `GET ${BASE}/${EMP_ID}`;

/** A tiny in-memory API: the list answers what the mutations changed. */
function api(inicial: Catalogo[]) {
  let catalogos = [...inicial];
  const put = (c: Catalogo) => {
    catalogos = catalogos.map((x) => (x.idCatalogo === c.idCatalogo ? c : x));
    return c;
  };
  const byId = (path: string) =>
    catalogos.find((c) => path.endsWith(`/${c.idCatalogo}`) || path.includes(`/${c.idCatalogo}/`))!;
  return mockFetch({
    [LISTA]: () => ok(catalogos),
    [`POST ${BASE}/${EMP_ID}`]: (r) => {
      const nombre = (r.body as { nombre: string }).nombre;
      if (catalogos.some((c) => c.nombre === nombre)) return respuestaDeError('CATALOGO_NOMBRE_DUPLICADO');
      const c = catalogoFixture({ idCatalogo: 99, nombre });
      catalogos.push(c);
      return { status: 201, body: c };
    },
    ...Object.fromEntries(
      inicial.flatMap((c) => [
        [
          `PUT ${BASE}/${c.idCatalogo}/actualizarDatos`,
          (r: { url: URL; body: unknown }) => ok(put({ ...byId(r.url.pathname), ...(r.body as object) })),
        ],
        [
          `PATCH ${BASE}/habilitar/${c.idCatalogo}`,
          (r: { url: URL }) => ok(put({ ...byId(r.url.pathname), habilitado: true })),
        ],
        [
          `PATCH ${BASE}/deshabilitar/${c.idCatalogo}`,
          (r: { url: URL }) => ok(put({ ...byId(r.url.pathname), habilitado: false })),
        ],
        [
          `DELETE ${BASE}/${c.idCatalogo}`,
          () => {
            catalogos = catalogos.filter((x) => x.idCatalogo !== c.idCatalogo);
            return { status: 204 };
          },
        ],
      ]),
    ),
  });
}

const verano = catalogoFixture({ idCatalogo: 1, nombre: 'Verano', cantidadProductos: 3 });
const regalos = catalogoFixture({ idCatalogo: 2, nombre: 'Regalos', habilitado: false, cantidadProductos: 1 });
const section = (name: RegExp) => screen.getByRole('region', { name });

describe('CatalogosPage', () => {
  it('lists enabled catalogs with their product count and shows the disabled ones with "Mostrar todos"', async () => {
    api([verano, regalos]);
    renderPage(<CatalogosPage idEmprendimiento={EMP_ID} />);
    const habilitados = await screen.findByRole('region', { name: 'Habilitados (1)' });
    expect(within(habilitados).getByRole('heading', { name: 'Verano' })).toBeInTheDocument();
    expect(within(habilitados).getByText('3 productos')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Deshabilitados/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: /Mostrar todos/ }));
    expect(within(section(/Deshabilitados/)).getByRole('heading', { name: 'Regalos' })).toBeInTheDocument();
    expect(within(section(/Deshabilitados/)).getByText('1 producto')).toBeInTheDocument();
  });

  it('creates a catalog and shows the server message when the name is taken', async () => {
    const calls = api([verano]);
    renderPage(<CatalogosPage idEmprendimiento={EMP_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo catálogo' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo catálogo' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Nombre del catálogo/)).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear catálogo' }));
    expect(within(dialog).getByText('El nombre del catálogo es obligatorio')).toBeInTheDocument();
    expect(calls.to('POST', `${BASE}/${EMP_ID}`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Nombre del catálogo/), 'Verano');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear catálogo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ya tenés un catálogo con ese nombre');

    const input = within(dialog).getByLabelText(/Nombre del catálogo/);
    await userEvent.clear(input);
    await userEvent.type(input, '  Invierno  {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.to('POST', `${BASE}/${EMP_ID}`).at(-1)?.body).toEqual({ nombre: 'Invierno' });
    expect(await screen.findByRole('heading', { name: 'Invierno' })).toBeInTheDocument();
    expect(await screen.findByText('Creaste el catálogo “Invierno”.')).toBeInTheDocument();
  });

  it('renames a catalog with PUT actualizarDatos', async () => {
    const calls = api([verano]);
    renderPage(<CatalogosPage idEmprendimiento={EMP_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Renombrar Verano' }));
    const dialog = screen.getByRole('dialog', { name: 'Renombrar catálogo' });
    const input = within(dialog).getByLabelText(/Nombre del catálogo/);
    expect(input).toHaveValue('Verano');
    await userEvent.clear(input);
    await userEvent.type(input, 'Verano 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar nombre' }));
    expect(await screen.findByRole('heading', { name: 'Verano 2027' })).toBeInTheDocument();
    expect(calls.to('PUT', `${BASE}/1/actualizarDatos`)[0]?.body).toEqual({ nombre: 'Verano 2027' });
  });

  it('disabling moves the catalog to the disabled list and enabling brings it back', async () => {
    const calls = api([verano, regalos]);
    renderPage(<CatalogosPage idEmprendimiento={EMP_ID} />);
    await userEvent.click(await screen.findByRole('switch', { name: /Mostrar todos/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Deshabilitar Verano' }));
    await waitFor(() =>
      expect(within(section(/Deshabilitados/)).getByRole('heading', { name: 'Verano' })).toBeInTheDocument(),
    );
    expect(within(section(/Habilitados/)).getByText(/No tenés catálogos habilitados/)).toBeInTheDocument();
    expect(calls.to('PATCH', `${BASE}/deshabilitar/1`)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Habilitar Regalos' }));
    await waitFor(() =>
      expect(within(section(/Habilitados/)).getByRole('heading', { name: 'Regalos' })).toBeInTheDocument(),
    );
    expect(calls.to('PATCH', `${BASE}/habilitar/2`)).toHaveLength(1);
  });

  it('deletes a catalog only after confirming', async () => {
    const calls = api([verano, catalogoFixture({ idCatalogo: 3, nombre: 'Ofertas' })]);
    renderPage(<CatalogosPage idEmprendimiento={EMP_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Verano' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar el catálogo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.to('DELETE', `${BASE}/1`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Verano' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar catálogo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Verano' })).not.toBeInTheDocument();
    expect(calls.to('DELETE', `${BASE}/1`)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Ofertas' })).toBeInTheDocument();
  });

  it('shows a failed state change with the server message', async () => {
    mockFetch({
      [LISTA]: () => ok([verano]),
      [`PATCH ${BASE}/deshabilitar/1`]: () => fail(500, 'Error al cambiar estado del catálogo'),
    });
    renderPage(<CatalogosPage idEmprendimiento={EMP_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deshabilitar Verano' }));
    expect(await screen.findByText('Error al cambiar estado del catálogo')).toBeInTheDocument();
    expect(within(section(/Habilitados/)).getByRole('heading', { name: 'Verano' })).toBeInTheDocument();
  });

  it('shows the empty state and the load failure with a retry', async () => {
    mockFetch({ [LISTA]: () => ok([]) });
    renderPage(<CatalogosPage idEmprendimiento={EMP_ID} />);
    expect(await screen.findByText('Todavía no creaste catálogos')).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockFetch({ [LISTA]: () => fail(500, 'Error al obtener catálogos') });
    renderPage(<CatalogosPage idEmprendimiento={EMP_ID} />);
    expect(await screen.findByText('Error al obtener catálogos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('assigning products', () => {
  const rojo = productoVendedorFixture({ nombre: 'Mate rojo', idCatalogos: [1] });
  const azul = productoVendedorFixture({ nombre: 'Mate azul', habilitado: false });
  const bombilla = productoVendedorFixture({
    nombre: 'Bombilla de alpaca',
    sku: 'BOM-1',
    idCatalogos: [1],
    tipoProducto: { idTipoProducto: 4, nombre: 'Accesorios', descripcion: null },
  });

  it('ticks the catalog products, searches and saves the whole id list', async () => {
    const calls = mockFetch({
      [LISTA]: () => ok([catalogoFixture({ idCatalogo: 1, nombre: 'Verano', cantidadProductos: 2 })]),
      [`GET /api/emprendedor/v1/productos/misProductos/${EMP_ID}`]: () => ok([rojo, azul, bombilla]),
      [`GET ${BASE}/1/productos`]: () => ok([bombilla, rojo]),
      [`POST ${BASE}/1/actualizar-productos`]: () => ok([bombilla, azul]),
    });
    renderPage(<CatalogosPage idEmprendimiento={EMP_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Productos de Verano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Productos de Verano' });
    expect(await within(dialog).findByRole('checkbox', { name: /Mate rojo/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Mate azul/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Mate azul/ })).toHaveAccessibleName(/Deshabilitado/);
    const guardar = within(dialog).getByRole('button', { name: 'Guardar productos' });
    expect(guardar).toBeDisabled();

    await userEvent.type(within(dialog).getByLabelText('Buscar productos'), 'mate');
    expect(within(dialog).queryByRole('checkbox', { name: /Bombilla/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Mate rojo/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Mate azul/ }));
    expect(within(dialog).getByText('2 productos seleccionados')).toBeInTheDocument();
    await userEvent.click(guardar);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.to('POST', `${BASE}/1/actualizar-productos`)[0]?.body).toEqual([bombilla.id, azul.id]);
    // docs/producto/promociones.md: the catalog's cached products are cleared, the list (counts) read again.
    await waitFor(() => expect(calls.to('GET', `${BASE}/${EMP_ID}`)).toHaveLength(2));
  });

  it('keeps the dialog open with the server message when saving fails', async () => {
    mockFetch({
      [LISTA]: () => ok([catalogoFixture({ idCatalogo: 1, nombre: 'Verano' })]),
      [`GET /api/emprendedor/v1/productos/misProductos/${EMP_ID}`]: () => ok([rojo]),
      [`GET ${BASE}/1/productos`]: () => ok([]),
      [`POST ${BASE}/1/actualizar-productos`]: () => fail(400, 'Error al actualizar productos del catálogo'),
    });
    renderPage(<CatalogosPage idEmprendimiento={EMP_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Productos de Verano' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Mate rojo/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar productos' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al actualizar productos del catálogo');
  });
});
