import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_VENTA, type Venta, type VentaResumen } from '@feria/contracts';
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
const sinComprobante = resumen({ id: '3f1e2d3c-4b5a-4968-8776-655443322111', numero: 1043, compradorNombre: 'Juan Ruiz', pagoEstado: 'pendiente', montoTotal: 9900 });
const pagadaMp = resumen({ id: '3f1e2d3c-4b5a-4968-8776-655443322112', numero: 1040, compradorNombre: 'Ana Sosa', estado: 'preparando', pagoEstado: 'aprobado', metodoPago: 'MERCADO_PAGO' });

/** The order as PUT …/transferencia answers it. */
const ventaRespuesta = (v: VentaResumen, confirmada: boolean): Venta => ({
  ...v,
  items: [{ idProducto: 'aaaaaaaa-0000-4000-8000-000000000001', nombre: 'Mate', precioUnitario: v.montoTotal, precioLista: v.montoTotal, porcentajeDescuento: 0, cantidad: 1, subtotal: v.montoTotal }],
  subtotal: v.montoTotal,
  ahorro: 0,
  envioGratis: false,
  direccionEnvio: { calle: 'Av. Colón', numero: '1234', pisoDepto: null, ciudad: 'Córdoba', idProvincia: 6, codigoPostal: '5000', provincia: 'Córdoba' },
  pago: { metodo: 'TRANSFERENCIA', estado: confirmada ? 'aprobado' : 'pendiente' },
  reservaHasta: null,
  motivoCancelacion: null,
  historial: [],
});

/** The list answers what the transfer answers changed. */
function api(inicial: VentaResumen[]) {
  let ventas = [...inicial];
  return mockFetch({
    [LISTA]: (r) => ok(ventas.filter((v) => !r.url.searchParams.get('estado') || v.estado === r.url.searchParams.get('estado'))),
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

describe('seller sales (minimal)', () => {
  it('lists the orders with buyer, total and states; transfer actions only where the server allows them', async () => {
    api([enRevision, sinComprobante, pagadaMp]);
    renderPage(<VentasPage emprendimientoId={EMP} />);
    expect(await screen.findByText('Tenés 1 comprobante de transferencia para revisar.')).toBeInTheDocument();
    const a = within(fila(1042));
    expect(a.getByText('Lucía Gómez')).toBeInTheDocument();
    expect(a.getByText('$ 20.500')).toBeInTheDocument();
    expect(a.getByLabelText('Pago: Comprobante en revisión')).toBeInTheDocument();
    expect(a.getByRole('button', { name: /Ver comprobante del pedido #1042/ })).toBeInTheDocument();
    expect(a.getByRole('button', { name: 'Confirmar transferencia del pedido #1042' })).toBeInTheDocument();
    expect(a.getByRole('button', { name: 'Rechazar el comprobante del pedido #1042' })).toBeInTheDocument();

    const b = within(fila(1043));
    expect(b.getByLabelText('Pago: Esperando la transferencia')).toBeInTheDocument();
    expect(b.getByRole('button', { name: 'Confirmar transferencia del pedido #1043' })).toBeInTheDocument();
    expect(b.queryByRole('button', { name: /Rechazar/ })).not.toBeInTheDocument();
    expect(b.queryByRole('button', { name: /Ver comprobante/ })).not.toBeInTheDocument();

    const c = within(fila(1040));
    expect(c.getByLabelText('Estado del pedido: Preparando')).toBeInTheDocument();
    expect(c.getByLabelText('Pago: Pagado')).toBeInTheDocument();
    expect(c.queryByRole('button')).not.toBeInTheDocument();
  });

  it('confirms a transfer after the dialog and refreshes the list', async () => {
    const calls = api([enRevision]);
    renderPage(<VentasPage emprendimientoId={EMP} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar transferencia del pedido #1042' }));
    const dialog = screen.getByRole('dialog', { name: '¿Recibiste la transferencia?' });
    expect(within(dialog).getByText(/Pedido #1042 de Lucía Gómez por/)).toHaveTextContent('$ 20.500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar transferencia' }));
    expect(await screen.findByText('Confirmaste la transferencia del pedido #1042: ya podés prepararlo.')).toBeInTheDocument();
    expect(calls.to('PUT', `${BASE}/${enRevision.id}/transferencia`)[0]?.body).toEqual({ confirmada: true });
    await waitFor(() => expect(within(fila(1042)).getByLabelText('Pago: Pagado')).toBeInTheDocument());
    expect(within(fila(1042)).queryByRole('button', { name: /Confirmar/ })).not.toBeInTheDocument();
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
    expect(await screen.findByText('Le avisamos a Lucía Gómez que la transferencia del pedido #1042 no se acreditó.')).toBeInTheDocument();
    expect(calls.to('PUT', `${BASE}/${enRevision.id}/transferencia`)[0]?.body).toEqual({ confirmada: false, motivo: 'El monto no coincide' });
    await waitFor(() => expect(within(fila(1042)).getByLabelText('Pago: Esperando la transferencia')).toBeInTheDocument());
  });

  it('keeps the dialog open with the server message when the payment is no longer under review', async () => {
    mockFetch({ [LISTA]: () => ok([enRevision]), [`PUT ${BASE}/${enRevision.id}/transferencia`]: () => failCon('TRANSFERENCIA_NO_PENDIENTE') });
    renderPage(<VentasPage emprendimientoId={EMP} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar transferencia del pedido #1042' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar transferencia' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(MENSAJES_VENTA.transferenciaNoPendiente);
  });

  it('opens the proof with the bearer token as a blob in a new tab', async () => {
    const calls = mockFetch({ [LISTA]: () => ok([enRevision]), [`GET ${BASE}/${enRevision.id}/comprobante`]: () => ok('PDF') });
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
      expect(calls.to('GET', `${BASE}/${enRevision.id}/comprobante`)[0]?.headers.get('Authorization')).toBe('Bearer token-del-vendedor');
    } finally {
      setTokenProvider(undefined);
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('filters by estado and shows the empty and failed states', async () => {
    const calls = api([pagadaMp]);
    renderPage(<VentasPage emprendimientoId={EMP} />);
    await screen.findByRole('heading', { name: 'Pedido #1040' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(screen.getByRole('option', { name: 'Listo' }));
    expect(await screen.findByText('No tenés ventas en estado “Listo”')).toBeInTheDocument();
    expect(calls.requests.at(-1)?.url.searchParams.get('estado')).toBe('listo');
    vi.unstubAllGlobals();

    mockFetch({ [LISTA]: () => ok([]) });
    renderPage(<VentasPage emprendimientoId={EMP} />);
    expect(await screen.findByText('Todavía no tenés ventas')).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockFetch({ [LISTA]: () => fail(500, 'Error al obtener ventas') });
    renderPage(<VentasPage emprendimientoId={EMP} />);
    expect(await screen.findByText('Error al obtener ventas')).toBeInTheDocument();
  });
});
