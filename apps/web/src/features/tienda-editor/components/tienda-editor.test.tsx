import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { aparienciaPorDefecto } from '@feria/contracts';
import type { Apariencia, Catalogo, ProductoVendedor } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import type { FuenteDatos } from './fuente-datos';
import { TiendaEditor } from './tienda-editor';
import type { DatosVistaPrevia } from './vista-previa';

afterEach(() => vi.unstubAllGlobals());

const ID = '3b9d2c6e-1f0a-4c1e-9a55-2d4f8e7c6b10';
const URL_APARIENCIA = `/api/emprendedor/v1/emprendimientos/${ID}/apariencia`;
const URL_ATRIBUTOS = `/api/emprendedor/v1/productos/atributos/${ID}`;

const fuente = <T,>(data: T): FuenteDatos<T> => ({
  data,
  isPending: false,
  isError: false,
  error: null,
  refetch: () => undefined,
});
const catalogos: Catalogo[] = [
  { idCatalogo: 1, nombre: 'Verano', habilitado: true, cantidadProductos: 1 },
  { idCatalogo: 2, nombre: 'Regalos', habilitado: true, cantidadProductos: 0 },
  { idCatalogo: 3, nombre: 'Viejo', habilitado: false, cantidadProductos: 0 },
];
const producto = {
  id: '00000000-0000-4000-8000-000000000001',
  habilitado: true,
  eliminado: false,
  idCatalogos: [1],
  imagenes: [],
} as unknown as ProductoVendedor;

/** Stand-in for the public storefront: prints what it receives, plus a link to leave the page. */
function FakePreview(d: DatosVistaPrevia) {
  return (
    <div data-testid="preview">
      {`fondo=${d.apariencia.colorFondo} nombre=${d.apariencia.nombreTienda} productos=${d.productos.length} catalogos=${d.catalogos.map((c) => c.nombre).join(',')}`}
      <Link to="/otra">Ver producto</Link>
    </div>
  );
}

function setup({
  apariencia = aparienciaPorDefecto(''),
  put,
}: { apariencia?: Apariencia; put?: (body: Apariencia) => { status?: number; body?: unknown } } = {}) {
  const calls = mockFetch({
    [`GET ${URL_APARIENCIA}`]: () => ok(apariencia),
    [`PUT ${URL_APARIENCIA}`]: (r) => (put ? put(r.body as Apariencia) : ok(r.body)),
    [`GET ${URL_ATRIBUTOS}`]: () => ok([{ clave: 'Material', valores: ['Alpaca', 'Madera'] }]),
  });
  const onSaved = vi.fn();
  const view = renderPage(
    <TiendaEditor
      idEmprendimiento={ID}
      nombreEmprendimiento="Dulces de la Abuela"
      publica
      catalogos={fuente(catalogos)}
      productos={fuente([producto])}
      renderPreview={FakePreview}
      onSaved={onSaved}
    />,
    { url: '/dashboard-emprendedor/gestionar-tienda' },
  );
  return { calls, onSaved, ...view };
}

const verVistaPrevia = () => userEvent.click(screen.getByRole('tab', { name: 'Vista previa' }));
const guardar = () => screen.getByRole('button', { name: 'Guardar cambios' });

describe('TiendaEditor', () => {
  it('loads the stored appearance and repaints the live preview as the seller edits', async () => {
    setup({ apariencia: { ...aparienciaPorDefecto('Dulces'), colorFondo: '#FFEEDD' } });
    const nombre = await screen.findByLabelText('Nombre que se muestra');
    expect(nombre).toHaveValue('Dulces');
    expect(guardar()).toBeDisabled();
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'La Abuela');
    fireEvent.change(screen.getByLabelText('Fondo'), { target: { value: '#112233' } });
    await verVistaPrevia();
    expect(screen.getByTestId('preview')).toHaveTextContent(
      'fondo=#112233 nombre=La Abuela productos=1 catalogos=Verano,Regalos',
    );
    expect(screen.getByText('Tenés cambios sin guardar.')).toBeInTheDocument();
  });

  it('saves the whole appearance object with PUT and starts clean again', async () => {
    const stored = { ...aparienciaPorDefecto(''), filtros: [{ clave: 'Color', valores: ['Rojo'] }] };
    const { calls, onSaved } = setup({ apariencia: stored });
    fireEvent.change(await screen.findByLabelText('Acento'), { target: { value: '#B45309' } });
    await userEvent.click(screen.getByRole('radio', { name: 'Carrusel' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Radial' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Grande' }));
    await userEvent.click(guardar());

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = calls.to('PUT', URL_APARIENCIA)[0]?.body;
    expect(body).toEqual({
      ...stored,
      colorAcento: '#B45309',
      distribucionCatalogos: 'carrusel',
      tipoGradiente: 'radial',
      tamanoNombreTienda: 'grande',
    });
    expect(await screen.findByText('Guardaste los cambios de tu tienda.')).toBeInTheDocument();
    expect(screen.getByText('No hay cambios sin guardar.')).toBeInTheDocument();
    expect(guardar()).toBeDisabled();
  });

  it('changes the colour from the picker too, and discards back to the stored values', async () => {
    setup();
    const picker = await screen.findByLabelText('Elegir color: Tarjetas');
    fireEvent.input(picker, { target: { value: '#abcdef' } });
    expect(screen.getByLabelText('Tarjetas')).toHaveValue('#ABCDEF');
    await userEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(screen.getByLabelText('Tarjetas')).toHaveValue('#F5F5F5');
    expect(guardar()).toBeDisabled();
  });

  it('selects catalogs in click order and saves that order (docs/producto/validacion.md toggle)', async () => {
    const { calls } = setup();
    const lista = await screen.findByRole('list', { name: 'Catálogos habilitados' });
    expect(within(lista).queryByRole('checkbox', { name: /Viejo/ })).not.toBeInTheDocument();
    await userEvent.click(within(lista).getByRole('checkbox', { name: /Regalos/ }));
    await userEvent.click(within(lista).getByRole('checkbox', { name: /Verano/ }));
    expect(within(lista).getByRole('checkbox', { name: /Regalos/ })).toHaveAccessibleName('Regalos posición 1');
    expect(within(lista).getByRole('checkbox', { name: /Verano/ })).toHaveAccessibleName('Verano posición 2');
    await userEvent.click(within(lista).getByRole('checkbox', { name: /Regalos/ }));
    await userEvent.click(within(lista).getByRole('checkbox', { name: /Regalos/ }));
    await userEvent.click(guardar());
    await waitFor(() => expect(calls.to('PUT', URL_APARIENCIA)).toHaveLength(1));
    expect((calls.to('PUT', URL_APARIENCIA)[0]?.body as Apariencia).catalogosSeleccionados).toEqual([1, 2]);
  });

  it('does not send catalogs the shop no longer has', async () => {
    const { calls } = setup({ apariencia: { ...aparienciaPorDefecto(''), catalogosSeleccionados: [9, 2] } });
    fireEvent.change(await screen.findByLabelText('Fondo'), { target: { value: '#000000' } });
    await userEvent.click(guardar());
    await waitFor(() => expect(calls.to('PUT', URL_APARIENCIA)).toHaveLength(1));
    expect((calls.to('PUT', URL_APARIENCIA)[0]?.body as Apariencia).catalogosSeleccionados).toEqual([2]);
  });

  it('adds filters with the merge rule, from suggestions, and removes values', async () => {
    const { calls } = setup();
    const clave = await screen.findByLabelText('Nombre del filtro');
    expect(clave).toHaveAttribute('placeholder', 'Ej: Color');
    await userEvent.type(clave, 'Color');
    await userEvent.type(screen.getByLabelText(/^Valores/), 'Rojo, Azul{Enter}');
    await userEvent.type(clave, 'color');
    await userEvent.type(screen.getByLabelText(/^Valores/), 'azul, Verde');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    const filtros = screen.getByRole('list', { name: 'Filtros de tu tienda' });
    expect(within(filtros).getAllByRole('listitem')).toHaveLength(1);
    expect(within(filtros).getByText('Rojo')).toBeInTheDocument();
    expect(within(filtros).getByText('Verde')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: /Agregar filtro Material/ }));
    await userEvent.click(within(filtros).getByRole('button', { name: 'Rojo: quitar de Color' }));
    await userEvent.click(guardar());
    await waitFor(() => expect(calls.to('PUT', URL_APARIENCIA)).toHaveLength(1));
    expect((calls.to('PUT', URL_APARIENCIA)[0]?.body as Apariencia).filtros).toEqual([
      { clave: 'Color', valores: ['Azul', 'Verde'] },
      { clave: 'Material', valores: ['Alpaca', 'Madera'] },
    ]);
  });

  it('explains why a filter cannot be added', async () => {
    setup();
    await userEvent.type(await screen.findByLabelText('Nombre del filtro'), 'Color');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Agregá al menos un valor');
  });

  it('warns when text and background colours fail WCAG AA', async () => {
    setup();
    fireEvent.change(await screen.findByLabelText('Texto'), { target: { value: '#EEEEEE' } });
    expect(screen.getByText(/El texto sobre las tarjetas tiene un contraste de 1,1:1/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Color del nombre'), { target: { value: '#FFFFFF' } });
    expect(screen.getByText(/El nombre de la tienda sobre el fondo/)).toBeInTheDocument();
  });

  it('does not send an invalid colour and says why', async () => {
    const { calls } = setup();
    const fondo = await screen.findByLabelText('Fondo');
    await userEvent.clear(fondo);
    await userEvent.type(fondo, '#12');
    expect(screen.getByText('Usá el formato #RRGGBB (por ejemplo #16A34A).')).toBeInTheDocument();
    await userEvent.click(guardar());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El color de fondo debe estar en formato hexadecimal (#RRGGBB)',
    );
    expect(calls.to('PUT', URL_APARIENCIA)).toHaveLength(0);
  });

  it('keeps the changes and shows the server message when saving fails', async () => {
    setup({ put: () => ({ status: 500, body: {} }) });
    fireEvent.change(await screen.findByLabelText('Fondo'), { target: { value: '#000000' } });
    await userEvent.click(guardar());
    expect(await screen.findByText('Error al actualizar la apariencia de la tienda')).toBeInTheDocument();
    expect(screen.getByLabelText('Fondo')).toHaveValue('#000000');
  });

  it('shows the spec default when the appearance cannot be read, with a retry', async () => {
    mockFetch({
      [`GET ${URL_APARIENCIA}`]: () => ({ status: 500, body: {} }),
      [`GET ${URL_ATRIBUTOS}`]: () => fail(500, 'x'),
    });
    renderPage(
      <TiendaEditor
        idEmprendimiento={ID}
        nombreEmprendimiento="X"
        publica={false}
        catalogos={fuente(catalogos)}
        productos={fuente([])}
        renderPreview={FakePreview}
      />,
    );
    expect(await screen.findByText('Error al obtener la apariencia de la tienda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver mi tienda pública/ })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    setup();
    fireEvent.change(await screen.findByLabelText('Fondo'), { target: { value: '#000000' } });
    await verVistaPrevia();
    await userEvent.click(screen.getByRole('link', { name: 'Ver producto' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard-emprendedor/gestionar-tienda');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('link', { name: 'Ver producto' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/otra'));
  });
});
