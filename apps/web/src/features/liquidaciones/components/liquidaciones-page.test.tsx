import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_FINANZAS, type Liquidacion } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { setTokenProvider } from '../../../lib/api-client';
import { esteMes, mesPasado } from '../../../lib/periodo';
import { LiquidacionesPage } from './liquidaciones-page';

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenProvider(undefined);
});

const ID = '11111111-1111-4111-8111-111111111111';
const RUTA = `/api/emprendedor/v1/emprendimientos/${ID}/liquidaciones`;

const liquidacion = (over: Partial<Liquidacion> = {}): Liquidacion => ({
  desde: '2026-03-01',
  hasta: '2026-03-31',
  filas: [
    {
      idVenta: '22222222-2222-4222-8222-222222222222',
      numero: 1042,
      // 02:30 UTC on 2 March is still 1 March in Argentina.
      fecha: '2026-03-02T02:30:00.000Z',
      metodoPago: 'MERCADO_PAGO',
      bruto: 20000,
      envio: 0,
      comisionMercadoPago: 1258,
      comisionFeria: 1000,
      reembolsado: 0,
      neto: 17742,
    },
    {
      idVenta: '33333333-3333-4333-8333-333333333333',
      numero: 1043,
      fecha: '2026-03-05T15:00:00.000Z',
      metodoPago: 'TRANSFERENCIA',
      bruto: 6000.5,
      envio: 0,
      comisionMercadoPago: 0,
      comisionFeria: 300.03,
      reembolsado: 6000.5,
      neto: -300.03,
    },
  ],
  totales: {
    bruto: 26000.5,
    envio: 0,
    comisionMercadoPago: 1258,
    comisionFeria: 1300.03,
    reembolsado: 6000.5,
    neto: 17441.97,
  },
  ...over,
});

const tarjeta = (titulo: string) => screen.getByRole('heading', { name: titulo }).parentElement!;
const pagina = () => <LiquidacionesPage idEmprendimiento={ID} nombreTienda="Mates del Sur" />;

describe("seller 'Liquidaciones'", () => {
  it('shows the totals and one row per paid order with its fees, refund and net, and the total row', async () => {
    mockFetch({ [`GET ${RUTA}`]: () => ok(liquidacion()) });
    renderPage(pagina());
    await screen.findByRole('heading', { name: 'Bruto' });
    expect(within(tarjeta('Bruto')).getByText('$ 26.000,50')).toBeInTheDocument();
    expect(within(tarjeta('Comisión Mercado Pago')).getByText('− $ 1.258')).toBeInTheDocument();
    expect(within(tarjeta('Comisión Feria')).getByText('− $ 1.300,03')).toBeInTheDocument();
    expect(within(tarjeta('Reembolsado')).getByText('− $ 6.000,50')).toBeInTheDocument();
    expect(within(tarjeta('Neto')).getByText('$ 17.441,97')).toBeInTheDocument();
    // The dates show the period the server settled on.
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-03-31');

    const tabla = screen.getByRole('table', { name: 'Pedidos cobrados en el período' });
    const filas = within(tabla).getAllByRole('row');
    expect(filas).toHaveLength(4); // header, two orders, total
    expect(
      within(filas[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Pedido',
      'Fecha',
      'Medio de pago',
      'Bruto',
      'Comisión Mercado Pago',
      'Comisión Feria',
      'Reembolsado',
      'Neto',
    ]);
    const celdas = (f: HTMLElement) =>
      within(f)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(within(filas[1]!).getByRole('rowheader')).toHaveTextContent('#1042');
    expect(celdas(filas[1]!)).toEqual([
      expect.stringMatching(/^01\/03\/2026,? 23:30$/),
      'Mercado Pago',
      '$ 20.000',
      '− $ 1.258',
      '− $ 1.000',
      '$ 0',
      '$ 17.742',
    ]);
    expect(celdas(filas[2]!).slice(1)).toEqual([
      'Transferencia',
      '$ 6.000,50',
      '$ 0',
      '− $ 300,03',
      '− $ 6.000,50',
      expect.stringMatching(/^-\s?\$ 300,03$/),
    ]);
    expect(within(filas[3]!).getByRole('rowheader')).toHaveTextContent('Total');
    expect(celdas(filas[3]!)).toEqual([
      '2 pedidos',
      '$ 26.000,50',
      '− $ 1.258',
      '− $ 1.300,03',
      '− $ 6.000,50',
      '$ 17.441,97',
    ]);
    // On a phone the table scrolls sideways: the scroller can be reached and scrolled with the keyboard.
    expect(screen.getByRole('region', { name: /desplazable/ })).toHaveAttribute('tabindex', '0');
  });

  it('lists the orders as compact items on a phone, each with its net', async () => {
    const original = window.matchMedia.bind(window);
    // A 360 px screen: MUI's down('sm') is a max-width query.
    vi.spyOn(window, 'matchMedia').mockImplementation((q) => ({ ...original(q), matches: /max-width/.test(q) }));
    mockFetch({ [`GET ${RUTA}`]: () => ok(liquidacion()) });
    renderPage(pagina());
    const lista = await screen.findByRole('list', { name: 'Pedidos cobrados en el período' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 pedidos cobrados' })).toBeInTheDocument();
    const [primero, segundo] = within(lista).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(primero).toHaveTextContent('#1042');
    expect(primero).toHaveTextContent('Mercado Pago');
    const valores = (li: HTMLElement) =>
      [...li.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(valores(primero)).toEqual([
      'Bruto: $ 20.000',
      'Comisión Mercado Pago: − $ 1.258',
      'Comisión Feria: − $ 1.000',
      'Neto: $ 17.742',
    ]);
    expect(valores(segundo)).toEqual([
      'Bruto: $ 6.000,50',
      'Comisión Feria: − $ 300,03',
      'Reembolsado: − $ 6.000,50',
      expect.stringMatching(/^Neto: -\s?\$ 300,03$/),
    ]);
    vi.restoreAllMocks();
  });

  it("asks for the chosen period, 'Este mes' and 'Mes pasado', and refuses an inverted one without asking", async () => {
    const calls = mockFetch({
      [`GET ${RUTA}`]: (r) =>
        ok(
          liquidacion({
            desde: r.url.searchParams.get('desde') ?? '2026-03-01',
            hasta: r.url.searchParams.get('hasta') ?? '2026-03-31',
          }),
        ),
    });
    renderPage(pagina(), { url: '/?desde=2026-02-01&hasta=2026-02-28' });
    await screen.findByRole('heading', { name: 'Bruto' });
    expect(calls.requests[0]!.url.searchParams.get('desde')).toBe('2026-02-01');
    expect(calls.requests[0]!.url.searchParams.get('hasta')).toBe('2026-02-28');

    await userEvent.click(screen.getByRole('button', { name: 'Mes pasado' }));
    await waitFor(() => expect(calls.requests.at(-1)!.url.searchParams.get('desde')).toBe(mesPasado().desde));
    expect(calls.requests.at(-1)!.url.searchParams.get('hasta')).toBe(mesPasado().hasta);
    await userEvent.click(screen.getByRole('button', { name: 'Este mes' }));
    await waitFor(() => expect(calls.requests.at(-1)!.url.searchParams.get('desde')).toBe(esteMes().desde));
    expect(screen.getByRole('button', { name: 'Este mes' })).toHaveAttribute('aria-pressed', 'true');

    const pedidos = calls.requests.length;
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2020-01-15' } });
    expect(await screen.findByText(MENSAJES_FINANZAS.periodoInvertido)).toBeInTheDocument();
    expect(calls.requests.length).toBe(pedidos);
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeDisabled();
  });

  it('says when nothing was paid in the period, and shows a failure with a retry', async () => {
    const cero = { bruto: 0, envio: 0, comisionMercadoPago: 0, comisionFeria: 0, reembolsado: 0, neto: 0 };
    mockFetch({ [`GET ${RUTA}`]: () => ok(liquidacion({ filas: [], totales: cero })) });
    const { unmount } = renderPage(pagina());
    expect(await screen.findByText('No hubo ventas cobradas en este período')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(tarjeta('Neto')).getByText('$ 0')).toBeInTheDocument();
    unmount();

    let intentos = 0;
    mockFetch({
      [`GET ${RUTA}`]: () => (++intentos === 1 ? fail(500, 'No pudimos cargar las liquidaciones') : ok(liquidacion())),
    });
    renderPage(pagina());
    expect(await screen.findByText('No pudimos cargar las liquidaciones')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /reintentar/i }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bruto' })).toBeInTheDocument());
  });

  it("downloads the period's CSV with the seller's session, named after the shop", async () => {
    setTokenProvider(async () => 'token-del-vendedor');
    const calls = mockFetch({
      [`GET ${RUTA}`]: (r) =>
        r.url.searchParams.get('formato') === 'csv'
          ? { status: 200, body: '\uFEFFPedido;Fecha\r\n' }
          : ok(liquidacion()),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:liq'), revokeObjectURL: vi.fn() }));
    const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(pagina());
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(clic).toHaveBeenCalled());
    const pedido = calls.requests.at(-1)!;
    expect(pedido.url.searchParams.get('formato')).toBe('csv');
    expect(pedido.url.searchParams.get('desde')).toBe('2026-03-01');
    expect(pedido.url.searchParams.get('hasta')).toBe('2026-03-31');
    expect(pedido.headers.get('authorization')).toBe('Bearer token-del-vendedor');
    expect((clic.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'liquidacion-mates-del-sur-2026-03-01-2026-03-31.csv',
    );
    expect(await screen.findByText('Descargamos el CSV')).toBeInTheDocument();
    clic.mockRestore();
  });
});
