import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  MENSAJES,
  MENSAJES_ENVIO,
  MENSAJES_PROMOCION,
  MENSAJES_VENTA,
  type Comprador,
  type DireccionGuardada,
  type MediosDePago,
  type MetodoEnvioPublico,
} from '@feria/contracts';
import { respuestaDeError, tiendaPublicaDePrueba } from '../../../components/ui/test-support';
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
  direccion: {
    calle: 'Av. Rivadavia',
    numero: '5120',
    pisoDepto: '2° A',
    ciudad: 'Caballito',
    idProvincia: 1,
    provincia: 'Ciudad Autónoma de Buenos Aires',
    codigoPostal: 'C1424CEY',
  },
  eliminado: false,
  fechaAlta: '2026-01-01T00:00:00.000Z',
};
let productoServidor = {
  id: P1,
  nombre: 'Mate',
  descripcion: '',
  precio: 50000,
  stock: 5,
  sku: null,
  rutaImagen: null,
  tipoProducto: null,
  atributos: [],
  fechaAlta: '2026-01-01T00:00:00.000Z',
  habilitado: true,
  eliminado: false,
  idEmprendimiento: E1,
  nombreEmprendimiento: 'Mates del Sur',
  descuento: null,
  vendidos: 0,
  calificacion: null,
  numReseñas: 0,
};

interface Opciones {
  /** Units in the cart (stock 5 when added). */
  cantidad?: number;
  /** What happened to the cart before the checkout opened (another screen's refresh). */
  antes?: (store: ReturnType<typeof createStore>) => void;
  aviso?: ReactNode;
  /** What the shop's public read says it takes (docs/producto/pagos.md#medios-de-pago); unset: the read fails. */
  medios?: MediosDePago;
  /** The shop's delivery methods for the province asked (docs/producto/envios.md#lectura-publica); unset: none. */
  envios?: (idProvincia: string | null) => MetodoEnvioPublico[] | Response;
  /** The buyer's saved addresses. */
  direcciones?: DireccionGuardada[];
}

/** A fetch Response of a test double's answer. */
const respuesta = ({ status, body }: { status: number; body: unknown }) =>
  new Response(JSON.stringify(body), { status });

function montar(
  respuestaVenta: () => Response,
  respuestaCupon?: (body: Record<string, unknown>) => Response,
  { cantidad = 2, antes, aviso, medios, envios = () => [], direcciones: iniciales = [] }: Opciones = {},
) {
  let direcciones = iniciales;
  const lecturasEnvio: (string | null)[] = [];
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
      if (url.includes('/envios')) {
        const idProvincia = new URL(url, 'http://localhost').searchParams.get('idProvincia');
        lecturasEnvio.push(idProvincia);
        const r = envios(idProvincia);
        return r instanceof Response
          ? r
          : new Response(JSON.stringify({ idProvincia: Number(idProvincia), metodos: r }), { status: 200 });
      }
      if (url.endsWith('/api/comprador/v1/direcciones')) {
        if (init?.method === 'POST') {
          const nueva = {
            ...(JSON.parse(String(init.body)) as object),
            id: '40000000-0000-4000-8000-0000000000ff',
            provincia: 'Ciudad Autónoma de Buenos Aires',
            piso: null,
            depto: null,
            indicaciones: null,
            predeterminada: direcciones.length === 0,
          } as DireccionGuardada;
          direcciones = [...direcciones, nueva];
          return new Response(JSON.stringify(nueva), { status: 201 });
        }
        return new Response(JSON.stringify(direcciones), { status: 200 });
      }
      if (url.includes('/tienda/'))
        return medios
          ? new Response(JSON.stringify(tiendaPublicaDePrueba({ id: E1, mediosDePago: medios })), { status: 200 })
          : new Response(JSON.stringify({ mensaje: 'Tienda no encontrada', codigo: 'TIENDA_NO_ENCONTRADA' }), {
              status: 404,
            });
      return new Response(JSON.stringify(productoServidor), { status: 200 });
    }),
  );
  const store = createStore({ persist: false });
  store.dispatch(
    cartActions.addItem({
      id: P1,
      name: 'Mate',
      price: 50000,
      emprendimientoId: E1,
      nombreEmprendimiento: 'Mates del Sur',
      stock: 5,
      quantity: cantidad,
    }),
  );
  antes?.(store);
  const onOrderPlaced = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CartStoreProvider store={store}>
        <Checkout
          perfil={{ data: perfil, isPending: false, isError: false, refetch: () => undefined }}
          provincias={
            {
              data: [{ idProvincia: 1, nombre: 'Ciudad Autónoma de Buenos Aires' }],
              isPending: false,
              isError: false,
              error: null,
              refetch: () => undefined,
            } as never
          }
          onOrderPlaced={onOrderPlaced}
          onOpenCart={() => undefined}
          onContinueShopping={() => undefined}
          aviso={aviso}
        />
      </CartStoreProvider>
    </QueryClientProvider>,
  );
  return { store, pedidos, validaciones, onOrderPlaced, lecturasEnvio };
}

const servidorOriginal = productoServidor;

/** The button waits for the delivery methods (docs/producto/envios-pantallas.md#entrega): click once it can be used. */
async function confirmar(nombre: 'Pagar con Mercado Pago' | 'Confirmar pedido') {
  const boton = screen.getByRole('button', { name: nombre });
  await waitFor(() => expect(boton).toBeEnabled());
  await userEvent.click(boton);
}

describe('checkout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    productoServidor = servidorOriginal;
  });

  const ventaDe = (over: Record<string, unknown> = {}) => ({
    id: '30000000-0000-4000-8000-000000000001',
    numero: 1001,
    estado: 'pendiente',
    fechaCreacion: '2026-11-24T12:00:00.000Z',
    emprendimientoId: E1,
    emprendimientoNombre: 'Mates del Sur',
    compradorNombre: 'Rocío Benítez',
    items: [
      {
        idProducto: P1,
        nombre: 'Mate',
        precioUnitario: 50000,
        precioLista: 50000,
        porcentajeDescuento: 0,
        cantidad: 2,
        subtotal: 100000,
      },
    ],
    subtotal: 100000,
    ahorro: 0,
    descuentoCupon: 0,
    cupon: null,
    envioGratis: true,
    montoEnvio: 0,
    envio: null,
    montoTotal: 100000,
    direccionEnvio: { ...perfil.direccion },
    pago: { metodo: 'MERCADO_PAGO', estado: 'pendiente', urlPago: 'http://x/pay' },
    reservaHasta: '2026-11-24T12:30:00.000Z',
    motivoCancelacion: null,
    historial: [],
    ...over,
  });

  it('applies a coupon typed with spaces and lowercase: shows the saving, the new total, and sends the code with the order', async () => {
    const validacion = {
      cuponValido: true,
      valorDescuento: 15,
      montoFinal: 85000,
      montoDescuentoAplicado: 15000,
      codigoCupon: 'VERANO15',
      descripcionCupon: 'Verano',
      mensaje: 'Cupón VERANO15 aplicado',
      tipo: 'PORCENTAJE',
    };
    const { pedidos, validaciones, onOrderPlaced } = montar(
      () =>
        new Response(
          JSON.stringify(
            ventaDe({
              descuentoCupon: 15000,
              montoTotal: 85000,
              cupon: { codigoCupon: 'VERANO15', tipo: 'PORCENTAJE', valor: 15, descripcion: 'Verano' },
            }),
          ),
          { status: 201 },
        ),
      () => new Response(JSON.stringify(validacion), { status: 200 }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Cupón de descuento' }), ' verano15 ');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Cupón VERANO15')).toBeInTheDocument();
    expect(validaciones[0]).toEqual({
      codigoCupon: 'VERANO15',
      emprendimientoId: E1,
      montoTotal: 100000,
      cantidadProductos: 2,
      compradorId: 'u1',
    });
    expect(screen.getByText('− $ 15.000')).toBeInTheDocument();
    expect(screen.getByText('$ 85.000')).toBeInTheDocument();
    expect(screen.getByText(/ahorrás \$ 15\.000/)).toBeInTheDocument();
    await confirmar('Pagar con Mercado Pago');
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    expect(pedidos[0]!.body).toMatchObject({ codigoCupon: 'VERANO15' });
  });

  it('puts a coupon the order refuses (its campo codigoCupon) on the coupon field, not in the order alert', async () => {
    const validacion = {
      cuponValido: true,
      valorDescuento: 15,
      montoFinal: 85000,
      montoDescuentoAplicado: 15000,
      codigoCupon: 'VERANO15',
      descripcionCupon: 'Verano',
      mensaje: 'Cupón VERANO15 aplicado',
      tipo: 'PORCENTAJE',
    };
    const { pedidos, onOrderPlaced } = montar(
      () => respuesta(respuestaDeError('CUPON_NO_DISPONIBLE', { detalle: MENSAJES_PROMOCION.detalleAgotado })),
      () => new Response(JSON.stringify(validacion), { status: 200 }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Cupón de descuento' }), 'verano15');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Cupón VERANO15')).toBeInTheDocument();
    await confirmar('Pagar con Mercado Pago');
    const campo = await screen.findByRole('textbox', { name: 'Cupón de descuento' });
    await waitFor(() =>
      expect(campo).toHaveAccessibleDescription(
        `VERANO15: ${MENSAJES.cuponNoDisponible} ${MENSAJES_PROMOCION.detalleAgotado}`,
      ),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1); // the field's, no second one by the button
    expect(pedidos).toHaveLength(1);
    expect(onOrderPlaced).not.toHaveBeenCalled();
  });

  it('shows docs/producto/errores.md text of a refused coupon (server message, else by status) and keeps the total', async () => {
    const respuestas = [
      respuesta(respuestaDeError('CUPON_NO_APLICABLE', { detalle: 'Este cupón es para compras desde $ 200.000.' })),
      new Response('', { status: 409 }),
    ];
    montar(
      () => new Response('{}', { status: 500 }),
      () => respuestas.shift()!,
    );
    const campo = screen.getByRole('textbox', { name: 'Cupón de descuento' });
    await userEvent.type(campo, 'grande');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'GRANDE: Cupón no válido para este emprendimiento o monto Este cupón es para compras desde $ 200.000.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Este cupón ya ha sido utilizado o ha expirado'),
    );
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
      items: [
        {
          idProducto: P1,
          nombre: 'Mate',
          precioUnitario: 50000,
          precioLista: 50000,
          porcentajeDescuento: 0,
          cantidad: 2,
          subtotal: 100000,
        },
      ],
      subtotal: 100000,
      ahorro: 0,
      descuentoCupon: 0,
      cupon: null,
      envioGratis: true,
      montoEnvio: 0,
      envio: null,
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
    await confirmar('Pagar con Mercado Pago');
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    expect(pedidos[0]!.body).toEqual({
      emprendimientoId: E1,
      items: [{ idProducto: P1, cantidad: 2 }],
      metodoPago: 'MERCADO_PAGO',
    });
    expect(pedidos[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().cart.items).toEqual([]);
  });

  it('shows the server’s reason when stock ran out and keeps the cart', async () => {
    const { store, pedidos } = montar(() =>
      respuesta(respuestaDeError('STOCK_INSUFICIENTE', { detalle: 'De «Mate» queda 1 unidad' })),
    );
    await userEvent.click(screen.getByRole('radio', { name: /Transferencia bancaria/ }));
    await confirmar('Confirmar pedido');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${MENSAJES_VENTA.stockInsuficiente} De «Mate» queda 1 unidad`,
    );
    expect(pedidos[0]!.body).toMatchObject({ metodoPago: 'TRANSFERENCIA' });
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('offers a transfer-only shop no Mercado Pago: disabled with the reason, transfer chosen and sent', async () => {
    const { pedidos } = montar(() => respuesta(respuestaDeError('STOCK_INSUFICIENTE')), undefined, {
      medios: ['TRANSFERENCIA'],
    });
    const mp = await screen.findByRole('radio', { name: /Mercado Pago/ });
    await waitFor(() => expect(mp).toBeDisabled());
    expect(screen.getByText('No disponible: este emprendimiento cobra solo por transferencia.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Transferencia bancaria/ })).toBeChecked();
    await confirmar('Confirmar pedido');
    await waitFor(() => expect(pedidos).toHaveLength(1));
    expect(pedidos[0]!.body).toMatchObject({ metodoPago: 'TRANSFERENCIA' });
  });

  it('keeps Mercado Pago as the choice for a shop that takes it', async () => {
    montar(() => respuesta(respuestaDeError('STOCK_INSUFICIENTE')), undefined, {
      medios: ['MERCADO_PAGO', 'TRANSFERENCIA'],
    });
    const mp = screen.getByRole('radio', { name: /Mercado Pago/ });
    await waitFor(() => expect(mp).toBeChecked());
    expect(mp).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeInTheDocument();
  });

  it('when the server refuses Mercado Pago for the shop, says it at the payment choice, moves to transfer and keeps what was typed', async () => {
    const mensaje = 'Este emprendimiento no tiene Mercado Pago conectado: pagale por transferencia.';
    const { pedidos } = montar(
      () => respuesta({ status: 422, body: { mensaje, codigo: 'MERCADO_PAGO_NO_CONECTADO' } }),
      undefined,
      { medios: ['MERCADO_PAGO', 'TRANSFERENCIA'] },
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enviar este pedido a otra dirección' }));
    const calle = await screen.findByRole('textbox', { name: /Calle/ });
    await userEvent.clear(calle);
    await userEvent.type(calle, 'Lavalle');
    await confirmar('Pagar con Mercado Pago');
    const pago = screen.getByRole('radiogroup', { name: 'Método de pago' }).closest('.MuiCard-root') as HTMLElement;
    expect(await within(pago).findByRole('alert')).toHaveTextContent(mensaje);
    expect(screen.getByRole('radio', { name: /Transferencia bancaria/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mercado Pago/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Calle/ })).toHaveValue('Lavalle');
    expect(screen.getByRole('checkbox', { name: 'Enviar este pedido a otra dirección' })).toBeChecked();
    expect(pedidos[0]!.body).toMatchObject({ metodoPago: 'MERCADO_PAGO' });
  });

  it('asks the server about the coupon once: placing the order does not validate it again', async () => {
    const validacion = {
      cuponValido: true,
      valorDescuento: 15,
      montoFinal: 85000,
      montoDescuentoAplicado: 15000,
      codigoCupon: 'VERANO15',
      descripcionCupon: 'Verano',
      mensaje: 'Cupón VERANO15 aplicado',
      tipo: 'PORCENTAJE',
    };
    const { validaciones, onOrderPlaced, store } = montar(
      () => new Response(JSON.stringify(ventaDe({ descuentoCupon: 15000, montoTotal: 85000 })), { status: 201 }),
      () => new Response(JSON.stringify(validacion), { status: 200 }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Cupón de descuento' }), 'verano15');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByText('Cupón VERANO15');
    await confirmar('Pagar con Mercado Pago');
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    expect(store.getState().cart.items).toEqual([]);
    await new Promise((r) => setTimeout(r, 20));
    // Before: the group leaving the cart changed the amount to $ 0 and the coupon was sent again with no shop (a 400).
    expect(validaciones).toHaveLength(1);
  });

  it('says which line the server cut before paying, also when another screen applied the cut', async () => {
    productoServidor = { ...servidorOriginal, stock: 2 };
    // The drawer refreshed first (3 → 2) and closed as the buyer went to the checkout: the checkout's
    // own refresh then finds nothing new. Before, that cut reached the order silently.
    const { pedidos, onOrderPlaced } = montar(
      () => new Response(JSON.stringify(ventaDe()), { status: 201 }),
      undefined,
      {
        cantidad: 3,
        antes: (store) => store.dispatch(cartActions.refreshItems([{ id: P1, changes: { stock: 2 } }])),
      },
    );
    const aviso = await screen.findByRole('status');
    expect(aviso).toHaveTextContent('Cambió tu pedido: revisalo antes de pagar');
    expect(aviso).toHaveTextContent('Quedaban 2: ajustamos la cantidad de «Mate» de 3 a 2.');
    expect(screen.getByText('Pediste 3 unidades')).toBeInTheDocument();
    expect(screen.getByText('2 × $ 50.000 c/u')).toBeInTheDocument();
    await confirmar('Pagar con Mercado Pago');
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    expect(pedidos[0]!.body).toMatchObject({ items: [{ idProducto: P1, cantidad: 2 }] });
  });

  it('after a 409 for the last units, shows the cut by the button and sends the new quantity only on the next confirm', async () => {
    let respuestas = [
      () => respuesta(respuestaDeError('STOCK_INSUFICIENTE', { detalle: 'De «Mate» quedan 2 unidades' })),
      () => new Response(JSON.stringify(ventaDe()), { status: 201 }),
    ];
    const { pedidos, onOrderPlaced } = montar(() => respuestas.shift()!(), undefined, { cantidad: 3 });
    await new Promise((r) => setTimeout(r, 20));
    // Another buyer takes 3 of the 5 while this one is on the checkout.
    productoServidor = { ...servidorOriginal, stock: 2 };
    await confirmar('Pagar con Mercado Pago');
    const aviso = await screen.findByRole('status');
    expect(aviso).toHaveTextContent('Quedaban 2: ajustamos la cantidad de «Mate» de 3 a 2.');
    expect(pedidos).toHaveLength(1);
    expect(pedidos[0]!.body).toMatchObject({ items: [{ idProducto: P1, cantidad: 3 }] });
    expect(onOrderPlaced).not.toHaveBeenCalled();
    await userEvent.click(within(aviso).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await confirmar('Pagar con Mercado Pago');
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    expect(pedidos[1]!.body).toMatchObject({ items: [{ idProducto: P1, cantidad: 2 }] });
    respuestas = [];
  });

  it('shows what the route puts on top (the order waiting for its payment) over the empty cart, and not once an order is placed', async () => {
    const { store, onOrderPlaced } = montar(() => new Response(JSON.stringify(ventaDe()), { status: 201 }), undefined, {
      aviso: <p>Tenés un pedido esperando el pago</p>,
    });
    expect(screen.getByText('Tenés un pedido esperando el pago')).toBeInTheDocument();
    await confirmar('Pagar con Mercado Pago');
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    // On its way to Mercado Pago: the order just placed is not offered as 'waiting' under the buyer's click.
    expect(
      await screen.findByText('Tu carrito está vacío. Agregá productos para hacer un pedido.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Tenés un pedido esperando el pago')).not.toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
    // Back from Mercado Pago restores this page from the browser's cache: the order is offered again.
    const volver = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(volver, 'persisted', { value: true });
    window.dispatchEvent(volver);
    expect(await screen.findByText('Tenés un pedido esperando el pago')).toBeInTheDocument();
    expect(screen.getByText('Tu carrito está vacío. Agregá productos para hacer un pedido.')).toBeInTheDocument();
  });

  describe('delivery (docs/producto/envios-pantallas.md#entrega)', () => {
    const CORREO = '00000000-0000-4000-8000-0000000000a1';
    const TALLER = '00000000-0000-4000-8000-0000000000a2';
    const casa: DireccionGuardada = {
      id: '40000000-0000-4000-8000-000000000001',
      alias: 'Casa',
      destinatario: 'Rocío Benítez',
      telefono: '351 456-7890',
      calle: 'Belgrano',
      numero: '860',
      piso: null,
      depto: null,
      ciudad: 'Córdoba',
      idProvincia: 6,
      provincia: 'Córdoba',
      codigoPostal: 'X5000IYV',
      indicaciones: null,
      predeterminada: true,
    };
    const trabajo: DireccionGuardada = {
      ...casa,
      id: '40000000-0000-4000-8000-000000000002',
      alias: 'Trabajo',
      calle: 'Corrientes',
      numero: '1200',
      ciudad: 'CABA',
      idProvincia: 1,
      provincia: 'Ciudad Autónoma de Buenos Aires',
      predeterminada: false,
    };
    const metodos = (idProvincia: string | null): MetodoEnvioPublico[] => [
      ...(idProvincia === '6'
        ? [
            {
              id: CORREO,
              tipo: 'DOMICILIO' as const,
              nombre: 'Correo',
              zonas: [{ restoDelPais: false, idProvincias: [6], costo: 3500, diasMin: 2, diasMax: 5 }],
              gratisDesde: null,
              costo: 3500,
              diasMin: 2,
              diasMax: 5,
            },
          ]
        : []),
      {
        id: TALLER,
        tipo: 'RETIRO',
        nombre: 'Retiro en el taller',
        direccion: { calle: 'Belgrano', numero: '860', ciudad: 'Córdoba', idProvincia: 6 },
        horarios: 'Lunes a viernes de 10 a 18 h',
        costo: 0,
      },
    ];
    const resumen = () => screen.getByRole('heading', { name: 'Resumen' }).parentElement!;

    it('prices home delivery for the default address, adds it to the total and sends the method and address; pickup is free', async () => {
      const { pedidos, onOrderPlaced, lecturasEnvio } = montar(
        () => new Response(JSON.stringify(ventaDe({ montoEnvio: 3500, montoTotal: 53500 })), { status: 201 }),
        undefined,
        { cantidad: 1, envios: metodos, direcciones: [trabajo, casa] },
      );
      const entrega = await screen.findByRole('region', { name: 'Entrega' });
      expect(lecturasEnvio).toEqual(['6']);
      const correo = within(entrega).getByRole('radio', { name: /Correo · \$ 3\.500/ });
      expect(correo).toBeChecked();
      expect(within(entrega).getByText('Envío a domicilio, llega entre 2 y 5 días hábiles')).toBeInTheDocument();
      expect(within(entrega).getByRole('radio', { name: /Casa \(predeterminada\)/ })).toBeChecked();
      expect(within(resumen()).getByText('$ 3.500')).toBeInTheDocument();
      expect(within(resumen()).getByText('$ 53.500')).toBeInTheDocument();
      expect(screen.queryByText('A coordinar con el emprendimiento')).not.toBeInTheDocument();

      await confirmar('Pagar con Mercado Pago');
      await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
      expect(pedidos[0]!.body).toMatchObject({ envio: { idMetodo: CORREO, idDireccion: casa.id } });
      expect(pedidos[0]!.body).not.toHaveProperty('direccionEnvio');
    });

    it('pickup shows where and when, costs nothing and goes without an address', async () => {
      const { pedidos, onOrderPlaced } = montar(
        () => new Response(JSON.stringify(ventaDe()), { status: 201 }),
        undefined,
        { cantidad: 1, envios: metodos, direcciones: [casa] },
      );
      const entrega = await screen.findByRole('region', { name: 'Entrega' });
      await userEvent.click(await within(entrega).findByRole('radio', { name: /Retiro en el taller · Gratis/ }));
      expect(
        within(entrega).getByText(/Retirás en Belgrano 860, Córdoba · Lunes a viernes de 10 a 18 h/),
      ).toBeInTheDocument();
      expect(within(entrega).queryByRole('radio', { name: /Casa/ })).not.toBeInTheDocument();
      expect(within(resumen()).getByText('Gratis')).toBeInTheDocument();
      // Subtotal and total are both $ 50.000: nothing added.
      expect(within(resumen()).getAllByText('$ 50.000')).toHaveLength(2);
      await confirmar('Pagar con Mercado Pago');
      await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
      expect(pedidos[0]!.body).toMatchObject({ envio: { idMetodo: TALLER } });
      expect((pedidos[0]!.body as { envio: object }).envio).not.toHaveProperty('idDireccion');
    });

    it('a method the shop removed meanwhile: says so and reads the methods again', async () => {
      const { lecturasEnvio, onOrderPlaced } = montar(
        () =>
          respuesta(
            respuestaDeError('METODO_ENVIO_NO_DISPONIBLE', {
              detalle: 'El envío «Correo» ya no está disponible: elegí otro',
            }),
          ),
        undefined,
        { cantidad: 1, envios: metodos, direcciones: [casa] },
      );
      await screen.findByRole('region', { name: 'Entrega' });
      await confirmar('Pagar con Mercado Pago');
      expect(await screen.findByText(/El envío «Correo» ya no está disponible: elegí otro/)).toBeInTheDocument();
      await waitFor(() => expect(lecturasEnvio.length).toBe(2));
      expect(onOrderPlaced).not.toHaveBeenCalled();
    });

    it('without saved addresses, home delivery asks for one inline, saves it and sends it', async () => {
      const { pedidos, onOrderPlaced } = montar(
        () => new Response(JSON.stringify(ventaDe()), { status: 201 }),
        undefined,
        {
          cantidad: 1,
          envios: () => [
            {
              id: CORREO,
              tipo: 'DOMICILIO',
              nombre: 'Correo',
              zonas: [{ restoDelPais: true, idProvincias: [], costo: 5000, diasMin: 3, diasMax: 6 }],
              gratisDesde: null,
              costo: 5000,
              diasMin: 3,
              diasMax: 6,
            },
          ],
        },
      );
      const entrega = await screen.findByRole('region', { name: 'Entrega' });
      const form = within(await within(entrega).findByRole('group', { name: 'Nueva dirección' }));
      // Started with the profile's name and phone.
      expect(form.getByRole('textbox', { name: /Quién recibe/ })).toHaveValue('Rocío Benítez');
      expect(screen.getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeDisabled();
      await userEvent.type(form.getByRole('textbox', { name: /^Calle/ }), 'Av. Corrientes');
      await userEvent.type(form.getByRole('textbox', { name: /^Número/ }), '1200');
      await userEvent.type(form.getByRole('textbox', { name: /^Código postal/ }), 'C1043AAZ');
      await userEvent.click(form.getByRole('button', { name: 'Guardar y usar esta dirección' }));
      expect(await within(entrega).findByRole('radio', { name: /Casa \(predeterminada\)/ })).toBeChecked();
      expect(within(resumen()).getByText('$ 55.000')).toBeInTheDocument();
      await confirmar('Pagar con Mercado Pago');
      await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
      expect(pedidos[0]!.body).toMatchObject({
        envio: { idMetodo: CORREO, idDireccion: '40000000-0000-4000-8000-0000000000ff' },
      });
    });

    it('a shop without delivery methods: the server’s 409 is said by the button, and nothing is placed', async () => {
      const { onOrderPlaced, store } = montar(() => respuesta(respuestaDeError('TIENDA_SIN_ENVIOS')), undefined, {
        cantidad: 1,
        envios: () => [],
      });
      await confirmar('Pagar con Mercado Pago');
      expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_ENVIO.tiendaSinEnvios);
      expect(onOrderPlaced).not.toHaveBeenCalled();
      // The cart keeps the products for when the shop can sell.
      expect(store.getState().cart.items).toHaveLength(1);
      expect(screen.queryByText(/Envío gratis desde/)).not.toBeInTheDocument();
    });

    // Decision 086: the hint states the shop's threshold for the home delivery that reaches the address.
    it.each([
      [60000, 'Envío gratis desde $ 60.000.'],
      [null, 'Envío gratis desde $ 90.000.'],
      [120000, 'Envío gratis desde $ 90.000.'],
    ])('home delivery with gratisDesde %s: says %s below it', async (gratisDesde, texto) => {
      montar(() => respuesta({ status: 201, body: ventaDe() }), undefined, {
        cantidad: 1,
        direcciones: [casa],
        envios: (idProvincia) => metodos(idProvincia).map((m) => (m.tipo === 'DOMICILIO' ? { ...m, gratisDesde } : m)),
      });
      await screen.findByRole('region', { name: 'Entrega' });
      expect(await within(resumen().parentElement!).findByText(texto)).toBeInTheDocument();
    });

    it('at the shop’s threshold the delivery is free and the hint is gone', async () => {
      montar(() => respuesta({ status: 201, body: ventaDe() }), undefined, {
        cantidad: 1,
        direcciones: [casa],
        envios: (idProvincia) =>
          metodos(idProvincia).map((m) => (m.tipo === 'DOMICILIO' ? { ...m, gratisDesde: 50000 } : m)),
      });
      const entrega = await screen.findByRole('region', { name: 'Entrega' });
      expect(await within(entrega).findByRole('radio', { name: /Correo · Gratis/ })).toBeChecked();
      expect(screen.queryByText(/Envío gratis desde/)).not.toBeInTheDocument();
    });

    it('a shop with only an agreed delivery keeps the profile address and says A coordinar', async () => {
      montar(() => new Response(JSON.stringify(ventaDe()), { status: 201 }), undefined, {
        cantidad: 1,
        envios: () => [{ id: CORREO, tipo: 'A_COORDINAR', nombre: 'Lo coordinamos' }],
      });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeEnabled());
      expect(screen.queryByRole('region', { name: 'Entrega' })).not.toBeInTheDocument();
      expect(screen.getByText(/Av\. Rivadavia 5120, 2° A/)).toBeInTheDocument();
      expect(within(resumen()).getByText('A coordinar con el emprendimiento')).toBeInTheDocument();
      // Nothing ships home, so no free-shipping amount is promised (decision 086).
      expect(screen.queryByText(/Envío gratis desde/)).not.toBeInTheDocument();
    });
  });
});
