import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ESTADOS_VENTA,
  MENSAJES_VENTA,
  type Venta,
  type VentaResumen,
  type VentasVendedorPage,
} from '@feria/contracts';
import { fail, failCon, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { setTokenProvider } from '../../../lib/api-client';
import { VentasPage } from './ventas-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const EMP = '11111111-1111-4111-8111-111111111111';
const BASE = '/api/emprendedor/v1/emprendimientos/ventas';
const LISTA = `GET ${BASE}/${EMP}`;

function resumen(over: Partial<VentaResumen>): VentaResumen {
  return {
    id: '3f1e2d3c-4b5a-4968-8776-655443322110',
    numero: 1042,
    estado: 'pendiente',
    fechaCreacion: '2026-03-05T14:30:00.000Z',
    emprendimientoId: EMP,
    emprendimientoNombre: 'Mates del Sur',
    compradorNombre: 'Lucía Gómez',
    montoTotal: 20500,
    pagoEstado: 'en_revision',
    metodoPago: 'TRANSFERENCIA',
    cantidadProductos: 3,
    ...over,
  };
}
const enRevision = resumen({});
const sinComprobante = resumen({
  id: '3f1e2d3c-4b5a-4968-8776-655443322111',
  numero: 1043,
  compradorNombre: 'Juan Ruiz',
  pagoEstado: 'pendiente',
  montoTotal: 9900,
});
const pagadaMp = resumen({
  id: '3f1e2d3c-4b5a-4968-8776-655443322112',
  numero: 1040,
  compradorNombre: 'Ana Sosa',
  estado: 'preparando',
  pagoEstado: 'aprobado',
  metodoPago: 'MERCADO_PAGO',
});

/** The order as PUT …/transferencia answers it. */
const ventaRespuesta = (v: VentaResumen, confirmada: boolean): Venta => ({
  ...v,
  items: [
    {
      idProducto: 'aaaaaaaa-0000-4000-8000-000000000001',
      nombre: 'Mate',
      precioUnitario: v.montoTotal,
      precioLista: v.montoTotal,
      porcentajeDescuento: 0,
      cantidad: 1,
      subtotal: v.montoTotal,
    },
  ],
  subtotal: v.montoTotal,
  ahorro: 0,
  descuentoCupon: 0,
  cupon: null,
  envioGratis: false,
  montoEnvio: 0,
  envio: null,
  direccionEnvio: {
    calle: 'Av. Colón',
    numero: '1234',
    pisoDepto: null,
    ciudad: 'Córdoba',
    idProvincia: 6,
    codigoPostal: '5000',
    provincia: 'Córdoba',
  },
  pago: { metodo: 'TRANSFERENCIA', estado: confirmada ? 'aprobado' : 'pendiente' },
  reservaHasta: null,
  motivoCancelacion: null,
  historial: [],
});

/** The list as the server pages it, with the count per estado under the same search. */
function pagina(ventas: VentaResumen[], estado?: string | null, q?: string | null): VentasVendedorPage {
  const buscadas = ventas.filter((v) => !q || v.compradorNombre.toLowerCase().includes(q.toLowerCase()));
  const conteos = Object.fromEntries(
    ESTADOS_VENTA.map((e) => [e, buscadas.filter((v) => v.estado === e).length]),
  ) as Omit<VentasVendedorPage['conteos'], 'todos'>;
  const content = buscadas.filter((v) => !estado || v.estado === estado);
  return {
    content,
    totalElements: content.length,
    totalPages: 1,
    number: 0,
    size: 20,
    conteos: { todos: buscadas.length, ...conteos },
  };
}

/** The list answers what the transfer answers changed. */
function api(inicial: VentaResumen[]) {
  let ventas = [...inicial];
  return mockFetch({
    [LISTA]: (r) => ok(pagina(ventas, r.url.searchParams.get('estado'), r.url.searchParams.get('q'))),
    ...Object.fromEntries(
      inicial.map((v) => [
        `PUT ${BASE}/${v.id}/transferencia`,
        (r: { body: unknown }) => {
          const { confirmada } = r.body as { confirmada: boolean };
          ventas = ventas.map((x) => (x.id === v.id ? { ...x, pagoEstado: confirmada ? 'aprobado' : 'pendiente' } : x));
          return ok(ventaRespuesta(v, confirmada));
        },
      ]),
    ),
  });
}

const fila = (n: number) => screen.getByRole('heading', { name: `Pedido #${n}` }).closest('li')!;

describe('seller sales', () => {
  it('marks the page it shows and asks the server for the page chosen (0-based, like the API)', async () => {
    const pedidas: string[] = [];
    mockFetch({
      [LISTA]: (r) => {
        const page = r.url.searchParams.get('page') ?? '0';
        pedidas.push(page);
        return ok({ ...pagina(page === '0' ? [enRevision] : [pagadaMp]), totalPages: 3, number: Number(page) });
      },
    });
    renderPage(<VentasPage emprendimientoId={EMP} />);
    await screen.findByRole('heading', { name: 'Pedido #1042' });
    expect(screen.getByRole('button', { name: 'Página actual, 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página 2' }));
    await screen.findByRole('button', { name: 'Página actual, 2' });
    expect(pedidas.at(-1)).toBe('1');
  });

  it('lists the orders with buyer, total and states; transfer actions only where the server allows them', async () => {
    api([enRevision, sinComprobante, pagadaMp]);
    renderPage(<VentasPage emprendimientoId={EMP} />);
    expect(await screen.findByText('Tenés 1 comprobante de transferencia para revisar.')).toBeInTheDocument();
    const a = within(fila(1042));
    expect(a.getByText('Lucía Gómez')).toBeInTheDocument();
    expect(a.getByText('$ 20.500')).toBeInTheDocument();
    expect(a.getByLabelText('Estado del pedido: Comprobante en revisión')).toBeInTheDocument();
    expect(a.getByRole('button', { name: /Ver comprobante del pedido #1042/ })).toBeInTheDocument();
    expect(a.getByRole('button', { name: 'Confirmar transferencia del pedido #1042' })).toHaveClass(
      'MuiButton-contained',
    );
    expect(a.getByRole('button', { name: 'Rechazar el comprobante del pedido #1042' })).toBeInTheDocument();

    const b = within(fila(1043));
    expect(b.getByLabelText('Estado del pedido: Esperando la transferencia')).toBeInTheDocument();
    // No proof: the action says so and is not the prominent one.
    expect(b.getByText('Sin comprobante todavía')).toBeInTheDocument();
    expect(b.getByRole('button', { name: 'Confirmar transferencia del pedido #1043 sin comprobante' })).not.toHaveClass(
      'MuiButton-contained',
    );
    expect(b.queryByRole('button', { name: /Rechazar/ })).not.toBeInTheDocument();
    expect(b.queryByRole('button', { name: /Ver comprobante/ })).not.toBeInTheDocument();

    const c = within(fila(1040));
    expect(c.getByLabelText('Estado del pedido: Preparando')).toBeInTheDocument();
    expect(c.getByText('Pago aprobado')).toBeInTheDocument();
    expect(c.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Ver detalle del pedido #1040']);
  });

  it('confirms a transfer after the dialog and refreshes the list', async () => {
    const calls = api([enRevision]);
    renderPage(<VentasPage emprendimientoId={EMP} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar transferencia del pedido #1042' }));
    const dialog = screen.getByRole('dialog', { name: '¿Recibiste la transferencia?' });
    expect(within(dialog).getByText(/Pedido #1042 de Lucía Gómez por/)).toHaveTextContent('$ 20.500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar transferencia' }));
    expect(
      await screen.findByText('Confirmaste la transferencia del pedido #1042: ya podés prepararlo.'),
    ).toBeInTheDocument();
    expect(calls.to('PUT', `${BASE}/${enRevision.id}/transferencia`)[0]?.body).toEqual({ confirmada: true });
    await waitFor(() =>
      expect(within(fila(1042)).getByLabelText('Estado del pedido: Por preparar')).toBeInTheDocument(),
    );
    expect(within(fila(1042)).getByText('Pago aprobado')).toBeInTheDocument();
    expect(within(fila(1042)).queryByRole('button', { name: /Confirmar/ })).not.toBeInTheDocument();
  });

  it('confirms a transfer with no proof only after the seller ticks that the money arrived', async () => {
    const calls = api([sinComprobante]);
    renderPage(<VentasPage emprendimientoId={EMP} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirmar transferencia del pedido #1043 sin comprobante' }),
    );
    const dialog = screen.getByRole('dialog', { name: '¿Te llegó la transferencia sin comprobante?' });
    expect(dialog).toHaveTextContent('Sin comprobante todavía: Juan Ruiz no subió el comprobante del pedido #1043.');
    const confirmar = within(dialog).getByRole('button', { name: 'Confirmar sin comprobante' });
    expect(confirmar).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Vi los $ 9.900 acreditados en mi cuenta' }));
    await userEvent.click(confirmar);
    expect(
      await screen.findByText('Confirmaste la transferencia del pedido #1043: ya podés prepararlo.'),
    ).toBeInTheDocument();
    expect(calls.to('PUT', `${BASE}/${sinComprobante.id}/transferencia`)[0]?.body).toEqual({ confirmada: true });
  });

  it('rejects a proof only with a reason, which is sent to the buyer', async () => {
    const calls = api([enRevision]);
    renderPage(<VentasPage emprendimientoId={EMP} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar el comprobante del pedido #1042' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar el comprobante' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar comprobante' }));
    expect(within(dialog).getByText(MENSAJES_VENTA.motivoRequerido)).toBeInTheDocument();
    expect(calls.to('PUT', `${BASE}/${enRevision.id}/transferencia`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'El monto no coincide');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar comprobante' }));
    expect(
      await screen.findByText('Le avisamos a Lucía Gómez que la transferencia del pedido #1042 no se acreditó.'),
    ).toBeInTheDocument();
    expect(calls.to('PUT', `${BASE}/${enRevision.id}/transferencia`)[0]?.body).toEqual({
      confirmada: false,
      motivo: 'El monto no coincide',
    });
    await waitFor(() =>
      expect(within(fila(1042)).getByLabelText('Estado del pedido: Esperando la transferencia')).toBeInTheDocument(),
    );
  });

  it('keeps the dialog open with the server message when the payment is no longer under review', async () => {
    mockFetch({
      [LISTA]: () => ok(pagina([enRevision])),
      [`PUT ${BASE}/${enRevision.id}/transferencia`]: () => failCon('TRANSFERENCIA_NO_PENDIENTE'),
    });
    renderPage(<VentasPage emprendimientoId={EMP} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar transferencia del pedido #1042' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar transferencia' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      MENSAJES_VENTA.transferenciaNoPendiente,
    );
  });

  it('opens the proof with the bearer token as a blob in a new tab', async () => {
    const calls = mockFetch({
      [LISTA]: () => ok(pagina([enRevision])),
      [`GET ${BASE}/${enRevision.id}/comprobante`]: () => ok('PDF'),
    });
    setTokenProvider(() => Promise.resolve('token-del-vendedor'));
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    // jsdom has no object URLs.
    const blobs: Blob[] = [];
    URL.createObjectURL = (b: Blob) => (blobs.push(b), 'blob:comprobante');
    URL.revokeObjectURL = () => undefined;
    try {
      renderPage(<VentasPage emprendimientoId={EMP} />);
      await userEvent.click(await screen.findByRole('button', { name: /Ver comprobante del pedido #1042/ }));
      await waitFor(() => expect(tab.location.href).toBe('blob:comprobante'));
      expect(window.open).toHaveBeenCalledWith('', '_blank');
      expect(blobs).toHaveLength(1);
      expect(calls.to('GET', `${BASE}/${enRevision.id}/comprobante`)[0]?.headers.get('Authorization')).toBe(
        'Bearer token-del-vendedor',
      );
    } finally {
      setTokenProvider(undefined);
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('filters by estado with the counts on the chips, searches by text and shows the empty and failed states', async () => {
    const calls = api([pagadaMp, enRevision]);
    renderPage(<VentasPage emprendimientoId={EMP} />);
    await screen.findByRole('heading', { name: 'Pedido #1040' });
    const estados = screen.getByRole('group', { name: 'Filtrar por estado' });
    expect(within(estados).getByRole('button', { name: 'Todos (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(estados).getByRole('button', { name: 'Pendiente (1)' })).toBeInTheDocument();
    await userEvent.click(within(estados).getByRole('button', { name: 'Listo (0)' }));
    expect(await screen.findByText('No tenés ventas en estado “Listo”')).toBeInTheDocument();
    expect(calls.requests.at(-1)?.url.searchParams.get('estado')).toBe('listo');
    await userEvent.click(within(estados).getByRole('button', { name: 'Todos (2)' }));
    await screen.findByRole('heading', { name: 'Pedido #1040' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar' }), 'ana');
    await waitFor(() => expect(calls.requests.at(-1)?.url.searchParams.get('q')).toBe('ana'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pedido #1042' })).not.toBeInTheDocument());
    expect(within(estados).getByRole('button', { name: 'Todos (1)' })).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockFetch({ [LISTA]: () => ok(pagina([])) });
    renderPage(<VentasPage emprendimientoId={EMP} />);
    expect(await screen.findByText('Todavía no tenés ventas')).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockFetch({ [LISTA]: () => fail(500, 'Error al obtener ventas') });
    renderPage(<VentasPage emprendimientoId={EMP} />);
    expect(await screen.findByText('Error al obtener ventas')).toBeInTheDocument();
  });

  it('sends dates only when both ends are set', async () => {
    const calls = api([pagadaMp]);
    renderPage(<VentasPage emprendimientoId={EMP} />);
    await screen.findByRole('heading', { name: 'Pedido #1040' });
    await userEvent.type(screen.getByLabelText('Desde'), '2026-03-01');
    expect(await screen.findByText('Elegí las dos fechas para filtrar')).toBeInTheDocument();
    expect(calls.requests.some((r) => r.url.searchParams.has('fechaInicio'))).toBe(false);
    await userEvent.type(screen.getByLabelText('Hasta'), '2026-03-31');
    await waitFor(() => expect(calls.requests.at(-1)?.url.searchParams.get('fechaFin')).toBe('2026-03-31'));
    expect(calls.requests.at(-1)?.url.searchParams.get('fechaInicio')).toBe('2026-03-01');
  });

  it('opens the detail, moves the paid order to the next state after confirming, and cancels only with a motivo', async () => {
    let detalle: Venta = {
      ...ventaRespuesta(pagadaMp, true),
      estado: 'preparando',
      pago: { metodo: 'MERCADO_PAGO', estado: 'aprobado' },
      compradorEmail: 'ana@example.com',
    };
    const calls = mockFetch({
      [LISTA]: () => ok(pagina([{ ...pagadaMp, estado: detalle.estado }])),
      [`GET ${BASE}/${pagadaMp.id}`]: () => ok(detalle),
      [`GET ${BASE}/${EMP}/mercadopago/estado`]: () =>
        ok({ proveedor: 'Mercado Pago', conectado: true, modo: 'sandbox', mensaje: 'Pagos de demostración.' }),
      [`PUT ${BASE}/${pagadaMp.id}/estado`]: (r) => {
        detalle = { ...detalle, estado: (r.body as { estado: Venta['estado'] }).estado };
        return ok(detalle);
      },
      [`PUT ${BASE}/${pagadaMp.id}/cancelar`]: (r) => {
        detalle = {
          ...detalle,
          estado: 'cancelado',
          motivoCancelacion: `Cancelado por el emprendimiento: ${(r.body as { motivo: string }).motivo}`,
        };
        return ok(detalle);
      },
    });
    renderPage(<VentasPage emprendimientoId={EMP} chat={(id) => <p>Chat de {id}</p>} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver detalle del pedido #1040' }));
    const panel = await screen.findByRole('dialog', { name: 'Pedido #1040' });
    expect(within(panel).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    );
    expect(within(panel).getByText(`Chat de ${pagadaMp.id}`)).toBeInTheDocument();
    expect(await within(panel).findByText('Pagos de demostración.')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar como listo' }));
    const confirmar = screen.getByRole('dialog', { name: '¿Marcar como listo?' });
    expect(confirmar).toHaveTextContent('pasa de «Preparando» a «Listo»');
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Marcar como listo' }));
    expect(await screen.findByText('El pedido #1040 pasó a «Listo». Le avisamos a Ana Sosa.')).toBeInTheDocument();
    expect(calls.to('PUT', `${BASE}/${pagadaMp.id}/estado`)[0]?.body).toEqual({ estado: 'listo' });
    expect(await within(panel).findByRole('button', { name: 'Marcar como completado' })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Cancelar venta' }));
    const cancelar = screen.getByRole('dialog', { name: 'Cancelar el pedido #1040' });
    expect(cancelar).toHaveTextContent('El pago se devuelve por Mercado Pago.');
    await userEvent.click(within(cancelar).getByRole('button', { name: 'Cancelar venta' }));
    expect(within(cancelar).getByText(MENSAJES_VENTA.motivoCancelacion)).toBeInTheDocument();
    expect(calls.to('PUT', `${BASE}/${pagadaMp.id}/cancelar`)).toHaveLength(0);
    await userEvent.type(within(cancelar).getByRole('textbox', { name: /Motivo/ }), 'Se rompió en el taller');
    await userEvent.click(within(cancelar).getByRole('button', { name: 'Cancelar venta' }));
    expect(await screen.findByText('Cancelaste el pedido #1040. El stock volvió a tu tienda.')).toBeInTheDocument();
    expect(calls.to('PUT', `${BASE}/${pagadaMp.id}/cancelar`)[0]?.body).toEqual({ motivo: 'Se rompió en el taller' });
    expect(
      await within(panel).findByText('Cancelado por el emprendimiento: Se rompió en el taller'),
    ).toBeInTheDocument();
  });

  it('the detail shows the delivery: method, address, who receives, and its cost apart (docs/producto/envios-pantallas.md#pedido)', async () => {
    const detalle: Venta = {
      ...ventaRespuesta(pagadaMp, true),
      estado: 'preparando',
      pago: { metodo: 'MERCADO_PAGO', estado: 'aprobado' },
      montoEnvio: 3500,
      montoTotal: pagadaMp.montoTotal + 3500,
      envio: {
        idMetodo: '00000000-0000-4000-8000-0000000000a1',
        tipo: 'DOMICILIO',
        nombre: 'Correo Argentino',
        diasMin: 3,
        diasMax: 3,
        direccion: {
          destinatario: 'Ana Sosa',
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
        },
      },
    };
    mockFetch({
      [LISTA]: () => ok(pagina([{ ...pagadaMp, estado: 'preparando' }])),
      [`GET ${BASE}/${pagadaMp.id}`]: () => ok(detalle),
      [`GET ${BASE}/${EMP}/mercadopago/estado`]: () =>
        ok({ proveedor: 'Mercado Pago', conectado: true, modo: 'sandbox', mensaje: 'Pagos de demostración.' }),
    });
    renderPage(<VentasPage emprendimientoId={EMP} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver detalle del pedido #1040' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Pedido #1040' }));
    expect(await panel.findByText('Envío a domicilio: Correo Argentino · llega en 3 días hábiles')).toBeInTheDocument();
    expect(panel.getByText('Entrega')).toBeInTheDocument();
    expect(panel.getByText('Belgrano 860')).toBeInTheDocument();
    expect(panel.getByText('Recibe Ana Sosa · 351 456-7890')).toBeInTheDocument();
    expect(panel.getByText('Envío').nextSibling).toHaveTextContent('$ 3.500');
  });

  it('shows the move refused by the server inside the dialog', async () => {
    const detalle: Venta = {
      ...ventaRespuesta(pagadaMp, true),
      estado: 'preparando',
      pago: { metodo: 'MERCADO_PAGO', estado: 'aprobado' },
    };
    mockFetch({
      [LISTA]: () => ok(pagina([pagadaMp])),
      [`GET ${BASE}/${pagadaMp.id}`]: () => ok(detalle),
      [`GET ${BASE}/${EMP}/mercadopago/estado`]: () =>
        ok({ proveedor: 'Mercado Pago', conectado: true, modo: 'sandbox', mensaje: 'Pagos de demostración.' }),
      [`PUT ${BASE}/${pagadaMp.id}/estado`]: () => ({
        status: 409,
        body: { mensaje: 'Una venta en «completado» no puede pasar a «listo»', codigo: 'TRANSICION_INVALIDA' },
      }),
    });
    renderPage(<VentasPage emprendimientoId={EMP} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver detalle del pedido #1040' }));
    const panel = await screen.findByRole('dialog', { name: 'Pedido #1040' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Marcar como listo' }));
    const confirmar = screen.getByRole('dialog', { name: '¿Marcar como listo?' });
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Marcar como listo' }));
    expect(await within(confirmar).findByRole('alert')).toHaveTextContent(
      'Una venta en «completado» no puede pasar a «listo»',
    );
  });
});
