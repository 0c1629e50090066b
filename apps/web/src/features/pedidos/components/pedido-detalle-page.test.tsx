import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_VENTA, type Venta } from '@feria/contracts';
import { failCon, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { FakeXhr, xhrEnviado } from '../../../lib/fake-xhr';
import { API, EMP_ID, VENTA_ID, transferenciaFixture, ventaFixture } from '../test-fixtures';
import { PedidoDetallePage } from './pedido-detalle-page';

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const DETALLE = `GET ${API}/${VENTA_ID}`;
const render = () =>
  renderPage(<PedidoDetallePage id={VENTA_ID} tiendaHref={(id) => `/dashboard-comprador/tienda/${id}`} />);
const seccion = (name: string) => screen.getByRole('region', { name });

describe('order detail', () => {
  it('shows the lines, totals with savings, the address, the payment state and the history', async () => {
    mockFetch({ [DETALLE]: () => ok(ventaFixture()) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido #1042' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mates del Sur' })).toHaveAttribute(
      'href',
      `/dashboard-comprador/tienda/${EMP_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Mis Pedidos' })).toHaveAttribute(
      'href',
      '/dashboard-comprador/mis-pedidos',
    );

    const productos = within(seccion('Productos'));
    expect(productos.getByText('Mate de calabaza')).toBeInTheDocument();
    expect(productos.getByText(/2 × \$ 8\.000 c\/u/)).toBeInTheDocument();
    expect(productos.getByText('20% OFF')).toBeInTheDocument();
    expect(productos.getByText('Subtotal (3 productos)').nextSibling).toHaveTextContent('$ 24.500');
    expect(productos.getByText('Ahorrás').nextSibling).toHaveTextContent('− $ 4.000');
    expect(productos.getByText('Envío').nextSibling).toHaveTextContent('A coordinar con el emprendimiento');
    expect(productos.getByText('Total').nextSibling).toHaveTextContent('$ 20.500');

    expect(within(seccion('Envío')).getByText('Av. Colón 1234, 3B')).toBeInTheDocument();
    expect(within(seccion('Envío')).getByText('Córdoba (5000)')).toBeInTheDocument();
    expect(within(seccion('Historial')).getByText('Pedido recibido')).toBeInTheDocument();
    expect(within(seccion('Historial')).getByText('Pedido creado')).toBeInTheDocument();

    const pago = within(seccion('Pago'));
    expect(screen.getByLabelText('Estado del pedido: Esperando el pago')).toBeInTheDocument();
    expect(pago.getByText('Mercado Pago')).toBeInTheDocument();
    expect(pago.getByRole('link', { name: 'Reintentar pago' })).toHaveAttribute(
      'href',
      'https://sandbox.example/checkout?pref=1',
    );
    expect(pago.getByText(/Reservamos tus productos hasta el/)).toBeInTheDocument();
  });

  it('shows the delivery chosen: the method, the address and its cost apart in the total (docs/producto/envios-pantallas.md#pedido)', async () => {
    mockFetch({
      [DETALLE]: () =>
        ok(
          ventaFixture({
            montoEnvio: 3500,
            montoTotal: 24000,
            envio: {
              idMetodo: '00000000-0000-4000-8000-0000000000a1',
              tipo: 'DOMICILIO',
              nombre: 'Correo Argentino',
              diasMin: 2,
              diasMax: 5,
              direccion: {
                destinatario: 'Rocío Benítez',
                telefono: '351 456-7890',
                calle: 'Belgrano',
                numero: '860',
                piso: '2',
                depto: 'B',
                ciudad: 'Córdoba',
                idProvincia: 6,
                provincia: 'Córdoba',
                codigoPostal: 'X5000IYV',
                indicaciones: 'Timbre 2B',
              },
            },
          }),
        ),
    });
    render();
    const productos = within(await screen.findByRole('region', { name: 'Productos' }));
    expect(productos.getByText('Envío').nextSibling).toHaveTextContent('$ 3.500');
    expect(productos.getByText('Total').nextSibling).toHaveTextContent('$ 24.000');
    const envio = within(seccion('Envío'));
    expect(envio.getByText('Envío a domicilio: Correo Argentino · llega entre 2 y 5 días hábiles')).toBeInTheDocument();
    expect(envio.getByText('Belgrano 860, piso 2, depto B')).toBeInTheDocument();
    expect(envio.getByText('Recibe Rocío Benítez · 351 456-7890')).toBeInTheDocument();
    expect(envio.getByText('Timbre 2B')).toBeInTheDocument();
  });

  it('a pickup order shows where and when, and delivery free', async () => {
    mockFetch({
      [DETALLE]: () =>
        ok(
          ventaFixture({
            montoEnvio: 0,
            envio: {
              idMetodo: '00000000-0000-4000-8000-0000000000a2',
              tipo: 'RETIRO',
              nombre: 'Taller',
              retiro: {
                direccion: {
                  calle: 'Belgrano',
                  numero: '860',
                  ciudad: 'Río Cuarto',
                  idProvincia: 6,
                  provincia: 'Córdoba',
                },
                horarios: 'Lunes a viernes de 10 a 18 h',
              },
            },
          }),
        ),
    });
    render();
    const productos = within(await screen.findByRole('region', { name: 'Productos' }));
    expect(productos.getByText('Envío').nextSibling).toHaveTextContent('Gratis (retiro)');
    const envio = within(seccion('Envío'));
    expect(envio.getByText('Retiro: Taller')).toBeInTheDocument();
    expect(envio.getByText('Horarios: Lunes a viernes de 10 a 18 h')).toBeInTheDocument();
  });

  it('shows each variant bought on its own line, two sizes of one shoe as two rows (docs/producto/variantes.md#compra)', async () => {
    const zapatilla = {
      idProducto: 'aaaaaaaa-0000-4000-8000-000000000009',
      nombre: 'Zapatilla urbana',
      precioUnitario: 48000,
      precioLista: 48000,
      porcentajeDescuento: 0,
      cantidad: 1,
      subtotal: 48000,
    };
    const venta = ventaFixture({
      items: [
        { ...zapatilla, idVariante: 'bbbbbbbb-0000-4000-8000-000000000038', variante: 'Talle 38 · Negro' },
        { ...zapatilla, idVariante: 'bbbbbbbb-0000-4000-8000-000000000039', variante: 'Talle 39 · Negro' },
      ],
    });
    mockFetch({ [DETALLE]: () => ok(venta) });
    render();
    const productos = within(await screen.findByRole('region', { name: 'Productos' }));
    const lineas = productos.getAllByRole('listitem').filter((li) => li.textContent?.includes('Zapatilla urbana'));
    expect(lineas.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Talle 38 · Negro'),
      expect.stringContaining('Talle 39 · Negro'),
    ]);
  });

  it('a paid order with free shipping offers neither retry nor cancel', async () => {
    mockFetch({
      [DETALLE]: () =>
        ok(
          ventaFixture({
            estado: 'preparando',
            envioGratis: true,
            montoTotal: 95000,
            ahorro: 0,
            reservaHasta: null,
            pago: { metodo: 'MERCADO_PAGO', estado: 'aprobado' },
          }),
        ),
    });
    render();
    expect(await screen.findByText('Envío gratis: el pedido supera $ 90.000.')).toBeInTheDocument();
    expect(screen.queryByText('Ahorrás')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Estado del pedido: Preparando')).toBeInTheDocument();
    expect(screen.getByText('Pago aprobado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reintentar pago' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });

  it('says when the order does not exist for this buyer', async () => {
    mockFetch({ [DETALLE]: () => failCon('VENTA_NO_ENCONTRADA') });
    render();
    expect(await screen.findByText('No encontramos este pedido')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute(
      'href',
      '/dashboard-comprador/mis-pedidos',
    );
  });
});

describe('bank transfer', () => {
  it('copies each bank detail, the exact amount and the concepto, confirming each copy', async () => {
    const user = userEvent.setup();
    mockFetch({ [DETALLE]: () => ok(transferenciaFixture()) });
    render();
    const pago = within(await screen.findByRole('region', { name: 'Pago' }));
    expect(screen.getByLabelText('Estado del pedido: Esperando la transferencia')).toBeInTheDocument();
    expect(pago.getByText('Martín Pérez')).toBeInTheDocument();
    expect(pago.getByText('20-12345678-6')).toBeInTheDocument();
    expect(pago.getByText('mates.del.sur')).toBeInTheDocument();
    expect(pago.getByText('Pedido 1042')).toBeInTheDocument();

    const casos: [string, string, string][] = [
      ['Copiar Titular', 'Martín Pérez', 'Copiaste el titular: Martín Pérez'],
      ['Copiar CUIT', '20123456786', 'Copiaste el CUIT: 20123456786'],
      ['Copiar CBU/CVU', '2850590940090418135201', 'Copiaste el CBU/CVU: 2850590940090418135201'],
      ['Copiar Alias', 'mates.del.sur', 'Copiaste el alias: mates.del.sur'],
      ['Copiar Monto exacto', '20500', 'Copiaste el monto: 20500'],
      ['Copiar Concepto', 'Pedido 1042', 'Copiaste el concepto: Pedido 1042'],
    ];
    for (const [boton, copiado, aviso] of casos) {
      await user.click(pago.getByRole('button', { name: boton }));
      expect(await navigator.clipboard.readText()).toBe(copiado);
      expect(await screen.findByText(aviso)).toBeInTheDocument();
    }
  });

  it('says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    mockFetch({ [DETALLE]: () => ok(transferenciaFixture()) });
    render();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copiar CBU/CVU' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos copiar el dato. Seleccioná el texto y copialo a mano.',
    );
  });

  it('falls back to the selection copy when the Clipboard API is refused', async () => {
    const user = userEvent.setup();
    mockFetch({ [DETALLE]: () => ok(transferenciaFixture()) });
    render();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const copiados: string[] = [];
    document.execCommand = vi.fn(
      () => (copiados.push(document.querySelector<HTMLTextAreaElement>('body > textarea')!.value), true),
    );
    try {
      await user.click(await screen.findByRole('button', { name: 'Copiar Alias' }));
      expect(await screen.findByText('Copiaste el alias: mates.del.sur')).toBeInTheDocument();
      expect(copiados).toEqual(['mates.del.sur']);
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it("shows the seller's reason when the transfer was not found", async () => {
    mockFetch({
      [DETALLE]: () =>
        ok(transferenciaFixture({ motivoRechazo: 'No vemos el dinero en la cuenta', comprobanteSubido: true })),
    });
    render();
    expect(await screen.findByText('El emprendimiento no encontró tu transferencia')).toBeInTheDocument();
    expect(screen.getByText('No vemos el dinero en la cuenta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir otro comprobante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ver el comprobante enviado/ })).toBeInTheDocument();
  });

  it('checks the proof before sending, shows a server refusal by codigo, then sends it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockFetch({ [DETALLE]: () => ok(transferenciaFixture()) });
    render();
    const input = await screen.findByTestId('comprobante-input');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');

    await user.upload(
      input,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(MENSAJES_VENTA.comprobanteDemasiadoGrande);
    await user.upload(input, new File(['gif'], 'captura.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MENSAJES_VENTA.comprobanteInvalido);
    expect(FakeXhr.last).toBeUndefined();

    await user.upload(input, new File(['%PDF-'], 'comprobante.png', { type: 'image/png' }));
    let xhr = await xhrEnviado();
    expect([xhr.method, xhr.url]).toEqual(['POST', `${API}/${VENTA_ID}/comprobante`]);
    expect(((xhr.body as FormData).get('file') as File).name).toBe('comprobante.png');
    expect(screen.getByRole('button', { name: 'Enviando comprobante...' })).toBeDisabled();
    xhr.answer(400, { mensaje: 'texto del servidor', codigo: 'COMPROBANTE_INVALIDO' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_VENTA.comprobanteInvalido);

    FakeXhr.last = undefined;
    await user.upload(input, new File(['%PDF-'], 'comprobante.pdf', { type: 'application/pdf' }));
    xhr = await xhrEnviado();
    const enRevision: Venta = transferenciaFixture({ comprobanteSubido: true }, { estado: 'en_revision' });
    xhr.answer(200, enRevision);
    expect(
      await screen.findByText('Enviamos tu comprobante. El emprendimiento va a revisar la transferencia.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Recibimos tu comprobante\. El emprendimiento va a confirmar/)).toBeInTheDocument();
    expect(screen.getByLabelText('Estado del pedido: Comprobante en revisión')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reemplazar comprobante' })).toBeInTheDocument();
  });
});

describe('cancelling', () => {
  it('cancels only after confirming, with the optional reason, and shows the order cancelled', async () => {
    const calls = mockFetch({
      [DETALLE]: () => ok(transferenciaFixture()),
      [`PUT ${API}/${VENTA_ID}/cancelar`]: () =>
        ok({
          ...transferenciaFixture({}, { estado: 'cancelado' }),
          estado: 'cancelado',
          motivoCancelacion: 'Cancelado por el comprador: Me equivoqué de talle',
        }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    let dialog = screen.getByRole('dialog', { name: '¿Cancelar el pedido #1042?' });
    expect(within(dialog).getByText(/Mates del Sur deja de reservar tus productos/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.to('PUT', `${API}/${VENTA_ID}/cancelar`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Motivo (opcional)'), '  Me equivoqué de talle ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.to('PUT', `${API}/${VENTA_ID}/cancelar`)[0]?.body).toEqual({ motivo: 'Me equivoqué de talle' });
    expect(await screen.findByText('Cancelaste el pedido #1042.')).toBeInTheDocument();
    expect(
      screen.getByText('Este pedido está cancelado: Cancelado por el comprador: Me equivoqué de talle'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar CBU/CVU' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server message when the order can no longer be cancelled', async () => {
    mockFetch({
      [DETALLE]: () => ok(ventaFixture()),
      [`PUT ${API}/${VENTA_ID}/cancelar`]: () => failCon('VENTA_NO_CANCELABLE'),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(MENSAJES_VENTA.noCancelable);
  });
});
