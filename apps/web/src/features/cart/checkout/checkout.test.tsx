import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Comprador } from '@feria/contracts';
import { CartStoreProvider } from '../store/cart-provider';
import { createStore } from '../store/store';
import { cartActions } from '../store/cart-slice';
import { Checkout } from './checkout';

const E1 = '00000000-0000-4000-8000-0000000000e1';
const P1 = '10000000-0000-4000-8000-000000000001';
const perfil: Comprador = {
  id: '20000000-0000-4000-8000-000000000001',
  userId: 'u1',
  email: 'rocio@example.com',
  nombre: 'Rocío',
  apellido: 'Benítez',
  dni: '30111222',
  telefono: '11 4567-8901',
  direccion: { calle: 'Av. Rivadavia', numero: '5120', pisoDepto: '2° A', ciudad: 'Caballito', idProvincia: 1, provincia: 'Ciudad Autónoma de Buenos Aires', codigoPostal: 'C1424CEY' },
  eliminado: false,
  fechaAlta: '2026-01-01T00:00:00.000Z',
};
const productoServidor = { id: P1, nombre: 'Mate', descripcion: '', precio: 50000, stock: 5, sku: null, rutaImagen: null, tipoProducto: null, atributos: [], fechaAlta: '2026-01-01T00:00:00.000Z', habilitado: true, eliminado: false, idEmprendimiento: E1, nombreEmprendimiento: 'Mates del Sur', descuento: null, vendidos: 0, calificacion: null, numReseñas: 0 };

function montar(respuestaVenta: () => Response, respuestaCupon?: (body: Record<string, unknown>) => Response) {
  const pedidos: { headers: Record<string, string>; body: unknown }[] = [];
  const validaciones: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/comprador/v1/ventas/validar-cupon') && respuestaCupon) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        validaciones.push(body);
        return respuestaCupon(body);
      }
      if (url.endsWith('/api/comprador/v1/ventas')) {
        pedidos.push({ headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) });
        return respuestaVenta();
      }
      return new Response(JSON.stringify(productoServidor), { status: 200 });
    }),
  );
  const store = createStore({ persist: false });
  store.dispatch(cartActions.addItem({ id: P1, name: 'Mate', price: 50000, emprendimientoId: E1, nombreEmprendimiento: 'Mates del Sur', stock: 5, quantity: 2 }));
  const onOrderPlaced = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CartStoreProvider store={store}>
        <Checkout
          perfil={{ data: perfil, isPending: false, isError: false, refetch: () => undefined }}
          provincias={{ data: [{ idProvincia: 1, nombre: 'Ciudad Autónoma de Buenos Aires' }], isPending: false, isError: false, error: null, refetch: () => undefined } as never}
          onOrderPlaced={onOrderPlaced}
          onOpenCart={() => undefined}
          onContinueShopping={() => undefined}
        />
      </CartStoreProvider>
    </QueryClientProvider>,
  );
  return { store, pedidos, validaciones, onOrderPlaced };
}

describe('checkout', () => {
  afterEach(() => vi.unstubAllGlobals());

  const ventaDe = (over: Record<string, unknown> = {}) => ({
    id: '30000000-0000-4000-8000-000000000001',
    numero: 1001,
    estado: 'pendiente',
    fechaCreacion: '2026-11-24T12:00:00.000Z',
    emprendimientoId: E1,
    emprendimientoNombre: 'Mates del Sur',
    compradorNombre: 'Rocío Benítez',
    items: [{ idProducto: P1, nombre: 'Mate', precioUnitario: 50000, precioLista: 50000, porcentajeDescuento: 0, cantidad: 2, subtotal: 100000 }],
    subtotal: 100000,
    ahorro: 0,
    descuentoCupon: 0,
    cupon: null,
    envioGratis: true,
    montoTotal: 100000,
    direccionEnvio: { ...perfil.direccion },
    pago: { metodo: 'MERCADO_PAGO', estado: 'pendiente', urlPago: 'http://x/pay' },
    reservaHasta: '2026-11-24T12:30:00.000Z',
    motivoCancelacion: null,
    historial: [],
    ...over,
  });

  it('applies a coupon typed with spaces and lowercase: shows the saving, the new total, and sends the code with the order', async () => {
    const validacion = { cuponValido: true, valorDescuento: 15, montoFinal: 85000, montoDescuentoAplicado: 15000, codigoCupon: 'VERANO15', descripcionCupon: 'Verano', mensaje: 'Cupón VERANO15 aplicado', tipo: 'PORCENTAJE' };
    const { pedidos, validaciones, onOrderPlaced } = montar(
      () => new Response(JSON.stringify(ventaDe({ descuentoCupon: 15000, montoTotal: 85000, cupon: { codigoCupon: 'VERANO15', tipo: 'PORCENTAJE', valor: 15, descripcion: 'Verano' } })), { status: 201 }),
      () => new Response(JSON.stringify(validacion), { status: 200 }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Cupón de descuento' }), ' verano15 ');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Cupón VERANO15')).toBeInTheDocument();
    expect(validaciones[0]).toEqual({ codigoCupon: 'VERANO15', emprendimientoId: E1, montoTotal: 100000, cantidadProductos: 2, compradorId: 'u1' });
    expect(screen.getByText('− $ 15.000')).toBeInTheDocument();
    expect(screen.getByText('$ 85.000')).toBeInTheDocument();
    expect(screen.getByText(/ahorrás \$ 15\.000/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar con Mercado Pago' }));
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    expect(pedidos[0]!.body).toMatchObject({ codigoCupon: 'VERANO15' });
  });

  it('shows the spec §8 text of a refused coupon (server message, else by status) and keeps the total', async () => {
    const respuestas = [
      new Response(JSON.stringify({ mensaje: 'Cupón no válido para este emprendimiento o monto', codigo: 'CUPON_NO_APLICABLE', detalle: 'Este cupón es para compras desde $ 200.000.' }), { status: 422 }),
      new Response('', { status: 409 }),
    ];
    montar(() => new Response('{}', { status: 500 }), () => respuestas.shift()!);
    const campo = screen.getByRole('textbox', { name: 'Cupón de descuento' });
    await userEvent.type(campo, 'grande');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('GRANDE: Cupón no válido para este emprendimiento o monto Este cupón es para compras desde $ 200.000.');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Este cupón ya ha sido utilizado o ha expirado'));
    expect(screen.queryByText(/^Cupón [A-Z]/)).not.toBeInTheDocument();
    expect(screen.getAllByText('$ 100.000').length).toBeGreaterThan(0);
  });

  it('shows the group, the address, free shipping from 90000 and places the order with an Idempotency-Key and no prices', async () => {
    const venta = {
      id: '30000000-0000-4000-8000-000000000001',
      numero: 1001,
      estado: 'pendiente',
      fechaCreacion: '2026-11-24T12:00:00.000Z',
      emprendimientoId: E1,
      emprendimientoNombre: 'Mates del Sur',
      compradorNombre: 'Rocío Benítez',
      items: [{ idProducto: P1, nombre: 'Mate', precioUnitario: 50000, precioLista: 50000, porcentajeDescuento: 0, cantidad: 2, subtotal: 100000 }],
      subtotal: 100000,
      ahorro: 0,
      descuentoCupon: 0,
      cupon: null,
      envioGratis: true,
      montoTotal: 100000,
      direccionEnvio: { ...perfil.direccion },
      pago: { metodo: 'MERCADO_PAGO', estado: 'pendiente', urlPago: 'http://x/pay' },
      reservaHasta: '2026-11-24T12:30:00.000Z',
      motivoCancelacion: null,
      historial: [],
    };
    const { store, pedidos, onOrderPlaced } = montar(() => new Response(JSON.stringify(venta), { status: 201 }));
    expect(screen.getByText('Mates del Sur')).toBeInTheDocument();
    expect(screen.getByText(/Av\. Rivadavia 5120, 2° A/)).toBeInTheDocument();
    expect(screen.getByText('Subtotal (2 productos)')).toBeInTheDocument();
    expect(screen.getByText('Gratis')).toBeInTheDocument();
    expect(store.getState().cart.isInCheckout).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Pagar con Mercado Pago' }));
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    expect(pedidos[0]!.body).toEqual({ emprendimientoId: E1, items: [{ idProducto: P1, cantidad: 2 }], metodoPago: 'MERCADO_PAGO' });
    expect(pedidos[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().cart.items).toEqual([]);
  });

  it('shows the server’s reason when stock ran out and keeps the cart', async () => {
    const { store, pedidos } = montar(() => new Response(JSON.stringify({ mensaje: 'De «Mate» quedan 1 unidades', codigo: 'STOCK_INSUFICIENTE', campo: 'items' }), { status: 409 }));
    await userEvent.click(screen.getByRole('radio', { name: /Transferencia bancaria/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('De «Mate» quedan 1 unidades');
    expect(pedidos[0]!.body).toMatchObject({ metodoPago: 'TRANSFERENCIA' });
    expect(store.getState().cart.items).toHaveLength(1);
  });
});
