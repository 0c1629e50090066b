import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import {
  VENTA_ID,
  VENTA_VENDEDOR,
  envioDomicilioFixture,
  envioRetiroFixture,
  ventaVendedorFixture,
} from '../test-support';
import { VentaArmado } from './venta-armado';

// docs/producto/envios-pantallas.md#vista-de-armado: the printable packing view of one sale.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DETALLE = `GET ${VENTA_VENDEDOR}`;

/** Two pairs of one variant, to a home with floor, flat and directions, $ 3.500 of shipping. */
const venta = ventaVendedorFixture({
  estado: 'listo',
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
  montoEnvio: 3500,
  montoTotal: 19500,
  envio: envioDomicilioFixture(
    { nombre: 'Correo' },
    { piso: '3', depto: 'B', indicaciones: 'Timbre que no anda: llamar' },
  ),
  seguimiento: null,
});

describe('the packing view', () => {
  it('shows shop, order, buyer, the full address, the lines with their variant and shipping apart; prints', async () => {
    const user = userEvent.setup();
    mockFetch({ [DETALLE]: () => ok(venta) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage(<VentaArmado id={VENTA_ID} />);
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
          envio: envioRetiroFixture({ nombre: 'Taller' }),
        }),
    });
    renderPage(<VentaArmado id={VENTA_ID} />);
    const entrega = within(await screen.findByRole('region', { name: 'Entrega' }));
    expect(entrega.getByText('Retira en el local')).toBeVisible();
    expect(entrega.getByText('Taller: San Martín 123, Córdoba')).toBeVisible();
    expect(entrega.getByText('Horarios: lunes a viernes de 10 a 18')).toBeVisible();
    expect(screen.getByText('Envío').nextSibling).toHaveTextContent('Gratis (retiro)');
  });

  it('another shop’s order reads as not found', async () => {
    mockFetch({ [DETALLE]: () => fail(404, 'Venta no encontrada', 'VENTA_NO_ENCONTRADA') });
    renderPage(<VentaArmado id={VENTA_ID} />);
    expect(await screen.findByText('No encontramos este pedido')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a Ventas' })).toHaveAttribute('href', '/dashboard-emprendedor/ventas');
  });
});
