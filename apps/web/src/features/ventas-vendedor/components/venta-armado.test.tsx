import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Venta } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { VentaArmado } from './venta-armado';

// docs/producto/envios-pantallas.md#vista-de-armado: the printable packing view of one sale.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = '3f1e2d3c-4b5a-4968-8776-655443322110';
const DETALLE = `GET /api/emprendedor/v1/emprendimientos/ventas/${ID}`;

const venta = {
  id: ID,
  numero: 1042,
  estado: 'listo',
  fechaCreacion: '2026-03-05T14:30:00.000Z',
  emprendimientoId: '11111111-1111-4111-8111-111111111111',
  emprendimientoNombre: 'Mates del Sur',
  compradorNombre: 'Lucía Gómez',
  compradorEmail: 'lucia@example.com',
  items: [
    {
      idProducto: 'aaaaaaaa-0000-4000-8000-000000000001',
      nombre: 'Zapatilla urbana',
      idVariante: 'bbbbbbbb-0000-4000-8000-000000000001',
      variante: 'Talle 38 · Negro',
      precioUnitario: 8000,
      precioLista: 8000,
      porcentajeDescuento: 0,
      cantidad: 2,
      subtotal: 16000,
    },
  ],
  subtotal: 16000,
  ahorro: 0,
  descuentoCupon: 0,
  cupon: null,
  envioGratis: false,
  montoEnvio: 3500,
  montoTotal: 19500,
  direccionEnvio: {
    calle: 'Av. Colón',
    numero: '1234',
    pisoDepto: null,
    ciudad: 'Córdoba',
    idProvincia: 6,
    codigoPostal: '5000',
    provincia: 'Córdoba',
  },
  envio: {
    idMetodo: '5b5b5b5b-0000-4000-8000-000000000002',
    tipo: 'DOMICILIO',
    nombre: 'Correo',
    direccion: {
      destinatario: 'Lucía Gómez',
      telefono: '351 555-1234',
      calle: 'Av. Colón',
      numero: '1234',
      piso: '3',
      depto: 'B',
      ciudad: 'Córdoba',
      idProvincia: 6,
      provincia: 'Córdoba',
      codigoPostal: '5000',
      indicaciones: 'Timbre que no anda: llamar',
    },
  },
  seguimiento: null,
  pago: { metodo: 'MERCADO_PAGO', estado: 'aprobado' },
  reservaHasta: null,
  motivoCancelacion: null,
  historial: [],
} as unknown as Venta;

describe('the packing view', () => {
  it('shows shop, order, buyer, the full address, the lines with their variant and shipping apart; prints', async () => {
    const user = userEvent.setup();
    mockFetch({ [DETALLE]: () => ok(venta) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage(<VentaArmado id={ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido #1042' })).toBeVisible();
    expect(screen.getByText('Mates del Sur')).toBeVisible();
    const comprador = within(screen.getByRole('region', { name: 'Comprador' }));
    expect(comprador.getByText('Lucía Gómez')).toBeVisible();
    expect(comprador.getByText('Tel. 351 555-1234')).toBeVisible();
    const entrega = within(screen.getByRole('region', { name: 'Entrega' }));
    expect(entrega.getByText('Envío a domicilio: Correo')).toBeVisible();
    expect(entrega.getByText('Av. Colón 1234, piso 3, depto B')).toBeVisible();
    expect(entrega.getByText('Córdoba · CP 5000')).toBeVisible();
    expect(entrega.getByText('Indicaciones: Timbre que no anda: llamar')).toBeVisible();

    const filas = within(screen.getByRole('table')).getAllByRole('row');
    expect(filas[1]).toHaveTextContent('2Zapatilla urbanaTalle 38 · Negro$ 8.000 c/u$ 16.000');
    expect(screen.getByText('Envío').nextSibling).toHaveTextContent('$ 3.500');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$ 19.500');

    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.title).toContain('Armado del pedido #1042');
  });

  it('a pickup order says it is picked up at the shop, and where', async () => {
    mockFetch({
      [DETALLE]: () =>
        ok({
          ...venta,
          montoEnvio: 0,
          montoTotal: 16000,
          envio: {
            idMetodo: '5b5b5b5b-0000-4000-8000-000000000001',
            tipo: 'RETIRO',
            nombre: 'Taller',
            retiro: {
              direccion: {
                calle: 'San Martín',
                numero: '123',
                ciudad: 'Córdoba',
                idProvincia: 6,
                provincia: 'Córdoba',
              },
              horarios: 'lunes a viernes de 10 a 18',
            },
          },
        }),
    });
    renderPage(<VentaArmado id={ID} />);
    const entrega = within(await screen.findByRole('region', { name: 'Entrega' }));
    expect(entrega.getByText('Retira en el local')).toBeVisible();
    expect(entrega.getByText('Taller: San Martín 123, Córdoba')).toBeVisible();
    expect(entrega.getByText('Horarios: lunes a viernes de 10 a 18')).toBeVisible();
    expect(screen.getByText('Envío').nextSibling).toHaveTextContent('Gratis (retiro)');
  });

  it('another shop’s order reads as not found', async () => {
    mockFetch({ [DETALLE]: () => fail(404, 'Venta no encontrada', 'VENTA_NO_ENCONTRADA') });
    renderPage(<VentaArmado id={ID} />);
    expect(await screen.findByText('No encontramos este pedido')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a Ventas' })).toHaveAttribute('href', '/dashboard-emprendedor/ventas');
  });
});
