import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cuponesApi,
  descuentosApi,
  MENSAJES_PROMOCION,
  productosVendedorApi,
  rutaCon,
  type CuponVendedor,
  type DescuentoVendedor,
} from '@feria/contracts';
import { mockFetch, ok, renderPage, respuestaDeError } from '../../../components/ui/test-support';
import { PromocionesPage } from './promociones-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const EMP = '11111111-1111-4111-8111-111111111111';
const DESCUENTOS = descuentosApi.listar.ruta;
const CUPONES = cuponesApi.listar.ruta;
const PRODUCTOS = rutaCon(productosVendedorApi.misProductos.ruta, { idEmprendimiento: EMP });
const MATE = 'aaaaaaaa-0000-4000-8000-000000000001';
const BOMBILLA = 'aaaaaaaa-0000-4000-8000-000000000002';

const descuento: DescuentoVendedor = {
  idDescuento: 'dddddddd-0000-4000-8000-000000000001',
  idEmprendimiento: EMP,
  activo: true,
  estado: 'ACTIVO',
  tipo: 'PORCENTAJE',
  valor: 15,
  productosIds: [MATE],
  productos: [{ id: MATE, nombre: 'Mate imperial', precio: 10000, precioConDescuento: 8500, rutaImagen: null }],
  fechaInicio: '2026-12-01T03:00:00.000Z',
  fechaFin: null,
  descripcion: 'Semana del mate',
  fechaCreacion: '2026-11-20T12:00:00.000Z',
};

const cupon: CuponVendedor = {
  idCupon: 'cccccccc-0000-4000-8000-000000000001',
  idEmprendimiento: EMP,
  codigoCupon: 'BIENVENIDA',
  activo: true,
  estado: 'HABILITADO',
  tipo: 'VALOR_FIJO',
  valor: 1500,
  descripcion: 'Para tu primera compra',
  montoMinimo: 10000,
  cantidadMinima: null,
  fechaInicio: null,
  fechaFin: null,
  usosMaximos: 5,
  usosPorComprador: 1,
  usosRealizados: 1,
  usosRestantes: 4,
  fechaCreacion: '2026-11-20T12:00:00.000Z',
};

const producto = (id: string, nombre: string, precio: number) => ({
  id,
  nombre,
  descripcion: null,
  precio,
  stock: 10,
  sku: null,
  rutaImagen: null,
  tipoProducto: { idTipoProducto: 2, nombre: 'Mates', descripcion: null },
  atributos: [],
  fechaAlta: '2026-02-01T12:00:00.000Z',
  habilitado: true,
  eliminado: false,
  idEmprendimiento: EMP,
  nombreEmprendimiento: 'Mates del Sur',
  descuento: null,
  vendidos: 0,
  calificacion: null,
  numReseñas: 0,
  imagenes: [],
  idCatalogos: [],
});

/** A tiny in-memory API: the lists answer what the writes changed. */
function api({
  descuentos = [descuento],
  cupones = [cupon],
}: { descuentos?: DescuentoVendedor[]; cupones?: CuponVendedor[] } = {}) {
  let lista = [...cupones];
  let ds = [...descuentos];
  return mockFetch({
    [`GET ${DESCUENTOS}`]: (r) =>
      ok(ds.filter((d) => !r.url.searchParams.has('estado') || d.estado === r.url.searchParams.get('estado'))),
    [`GET ${CUPONES}`]: () => ok(lista),
    [`GET ${PRODUCTOS}`]: () =>
      ok([producto(MATE, 'Mate imperial', 10000), producto(BOMBILLA, 'Bombilla de alpaca', 4000)]),
    [`PATCH ${rutaCon(descuentosApi.desactivar.ruta, { id: descuento.idDescuento })}`]: () => {
      ds = ds.map((d) => ({ ...d, activo: false, estado: 'INACTIVO' as const }));
      return ok(ds[0]);
    },
    [`POST ${CUPONES}`]: (r) => {
      const body = r.body as CuponVendedor;
      if (lista.some((c) => c.codigoCupon === body.codigoCupon)) return respuestaDeError('CUPON_CODIGO_REPETIDO');
      const nuevo = {
        ...cupon,
        ...body,
        idCupon: 'cccccccc-0000-4000-8000-000000000002',
        usosRealizados: 0,
        usosRestantes: body.usosMaximos ?? null,
      };
      lista = [...lista, nuevo];
      return { status: 201, body: nuevo };
    },
  });
}

const item = (nombre: string) => screen.getByRole('listitem', { name: nombre });

describe('PromocionesPage', () => {
  it('lists the discounts with their value, status, dates and prices before and after', async () => {
    const calls = api();
    renderPage(<PromocionesPage idEmprendimiento={EMP} />);
    const d = within(await screen.findByRole('listitem', { name: '15 % OFF' }));
    expect(d.getByLabelText('Estado: Activo')).toBeInTheDocument();
    expect(d.getByText('Semana del mate')).toBeInTheDocument();
    expect(d.getByText('Desde 01/12/2026 · Sin fecha de fin')).toBeInTheDocument();
    expect(d.getByText(/Mate imperial/)).toHaveTextContent('Mate imperial: antes $ 10.000 →, ahora $ 8.500');
    expect(d.getByRole('switch', { name: 'Activar descuento 15 % OFF' })).toBeChecked();
    expect(calls.to('GET', DESCUENTOS)[0]?.url.searchParams.get('idEmprendimiento')).toBe(EMP);
  });

  it('switches a discount off with PATCH …/desactivar', async () => {
    const calls = api();
    renderPage(<PromocionesPage idEmprendimiento={EMP} />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Activar descuento 15 % OFF' }));
    expect(await screen.findByText('Desactivaste el descuento 15 % OFF')).toBeInTheDocument();
    expect(calls.to('PATCH', rutaCon(descuentosApi.desactivar.ruta, { id: descuento.idDescuento }))).toHaveLength(1);
    await waitFor(() => expect(within(item('15 % OFF')).getByLabelText('Estado: Inactivo')).toBeInTheDocument());
  });

  it('checks a new discount with the contracts messages before sending it', async () => {
    const calls = api({ descuentos: [] });
    renderPage(<PromocionesPage idEmprendimiento={EMP} />);
    expect(await screen.findByText('Todavía no creaste descuentos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo descuento' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo descuento' });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Valor/ }), '95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText(MENSAJES_PROMOCION.porcentaje)).toBeInTheDocument();
    expect(within(dialog).getByText(MENSAJES_PROMOCION.sinProductos)).toBeInTheDocument();
    expect(calls.to('POST', DESCUENTOS)).toHaveLength(0);
  });

  it('shows the coupons tab from the URL with the code, the rules and the usage', async () => {
    api();
    const { router } = renderPage(<PromocionesPage idEmprendimiento={EMP} />, { url: '/promos' });
    await screen.findByRole('listitem', { name: '15 % OFF' });
    await userEvent.click(screen.getByRole('tab', { name: 'Cupones' }));
    const c = within(await screen.findByRole('listitem', { name: 'BIENVENIDA' }));
    expect(router.state.location.search).toBe('?tab=cupones');
    expect(c.getByText('$ 1.500 OFF')).toBeInTheDocument();
    expect(c.getByLabelText('Estado: Habilitado')).toBeInTheDocument();
    expect(c.getByText('Compra mínima $ 10.000 · 1 uso por comprador')).toBeInTheDocument();
    expect(c.getByText('Usado 1 de 5 · quedan 4')).toBeInTheDocument();
    expect(c.getByRole('switch', { name: 'Habilitar cupón BIENVENIDA' })).toBeChecked();
  });

  it('creates a coupon with its code in capitals', async () => {
    const calls = api();
    renderPage(<PromocionesPage idEmprendimiento={EMP} />, { url: '/promos?tab=cupones' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo cupón' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo cupón' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Código/ }), 'verano10');
    expect(within(dialog).getByRole('textbox', { name: /Código/ })).toHaveValue('VERANO10');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Valor/ }), '10');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Usos máximos/ }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Creaste el cupón VERANO10')).toBeInTheDocument();
    expect(calls.to('POST', CUPONES)[0]?.body).toMatchObject({
      codigoCupon: 'VERANO10',
      tipo: 'PORCENTAJE',
      valor: 10,
      usosMaximos: 100,
      montoMinimo: null,
    });
    expect(await screen.findByRole('listitem', { name: 'VERANO10' })).toHaveTextContent('Usado 0 de 100 · quedan 100');
  });

  it('puts a taken code under the Código field, keeping the dialog and what was typed', async () => {
    api();
    renderPage(<PromocionesPage idEmprendimiento={EMP} />, { url: '/promos?tab=cupones' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo cupón' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo cupón' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Código/ }), 'bienvenida');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Valor/ }), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const codigo = within(dialog).getByRole('textbox', { name: /Código/ });
    await waitFor(() => expect(codigo).toHaveAccessibleDescription(MENSAJES_PROMOCION.codigoRepetido));
    expect(codigo).toHaveAttribute('aria-invalid', 'true');
    expect(codigo).toHaveValue('BIENVENIDA');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // Typing another code clears the server's refusal from the field.
    await userEvent.type(codigo, '2');
    expect(codigo).not.toHaveAccessibleDescription(MENSAJES_PROMOCION.codigoRepetido);
  });

  it('sends the filters to the API and offers to clear them when nothing matches', async () => {
    const calls = api();
    renderPage(<PromocionesPage idEmprendimiento={EMP} />);
    await screen.findByRole('listitem', { name: '15 % OFF' });
    calls.requests.length = 0;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Vencido');
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar' }), 'mate');
    await waitFor(() => expect(calls.to('GET', DESCUENTOS).at(-1)?.url.searchParams.get('busqueda')).toBe('mate'));
    expect(calls.to('GET', DESCUENTOS).at(-1)?.url.searchParams.get('estado')).toBe('VENCIDO');
    expect(await screen.findByText('Ningún descuento coincide con los filtros')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Limpiar filtros' }).at(-1)!);
    expect(await screen.findByRole('listitem', { name: '15 % OFF' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveValue('');
    expect(calls.to('GET', DESCUENTOS).at(-1)?.url.search).toBe(`?idEmprendimiento=${EMP}`);
  });
});
