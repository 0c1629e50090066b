import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_FINANZAS, type FinanzasAdmin } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { FinanzasPage } from './finanzas-page';

afterEach(() => vi.unstubAllGlobals());

const RUTA = '/api/admin/v1/finanzas';
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const finanzas = (over: Partial<FinanzasAdmin> = {}): FinanzasAdmin => ({
  desde: '2026-03-01',
  hasta: '2026-03-03',
  totales: {
    pedidos: 3,
    gmv: 30000,
    comisionMercadoPago: 1258,
    comisionCobradaMercadoPago: 1000,
    comisionAdeudadaTransferencias: 500,
    reembolsado: 2000,
  },
  emprendimientos: [
    {
      emprendimientoId: A,
      nombre: 'Mates del Sur',
      pedidos: 2,
      gmv: 20000,
      comisionMercadoPago: 1258,
      comisionCobradaMercadoPago: 1000,
      comisionAdeudadaTransferencias: 0,
      reembolsado: 2000,
    },
    {
      emprendimientoId: B,
      nombre: 'Alfajores Zoe',
      pedidos: 1,
      gmv: 10000,
      comisionMercadoPago: 0,
      comisionCobradaMercadoPago: 0,
      comisionAdeudadaTransferencias: 500,
      reembolsado: 0,
    },
  ],
  porDia: [
    { fecha: '2026-03-01', gmv: 0, comision: 0 },
    { fecha: '2026-03-02', gmv: 20000, comision: 1000 },
    { fecha: '2026-03-03', gmv: 10000, comision: 500 },
  ],
  ...over,
});

const tarjeta = (titulo: string) => screen.getByRole('heading', { name: titulo }).parentElement!;
const nombres = (tabla: HTMLElement) =>
  within(tabla)
    .getAllByRole('rowheader')
    .map((c) => c.textContent);

describe("admin 'Finanzas'", () => {
  it('shows the totals, the chart with its text and table, and the shops sortable by any figure', async () => {
    mockFetch({ [`GET ${RUTA}`]: () => ok(finanzas()) });
    renderPage(<FinanzasPage />);
    await screen.findByRole('heading', { name: 'Ventas brutas (GMV)' });
    expect(within(tarjeta('Ventas brutas (GMV)')).getByText('$ 30.000')).toBeInTheDocument();
    expect(within(tarjeta('Comisión cobrada')).getByText('$ 1.000')).toBeInTheDocument();
    expect(within(tarjeta('Comisión adeudada')).getByText('$ 500')).toBeInTheDocument();
    expect(within(tarjeta('Pedidos cobrados')).getByText('3')).toBeInTheDocument();
    // The dates show the period the server settled on.
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-03-03');

    const tabla = screen.getByRole('table', { name: /cada emprendimiento/ });
    expect(nombres(tabla)).toEqual(['Mates del Sur', 'Alfajores Zoe', 'Total']);
    await userEvent.click(within(tabla).getByRole('button', { name: 'Comisión adeudada (transferencias)' }));
    expect(nombres(tabla)).toEqual(['Alfajores Zoe', 'Mates del Sur', 'Total']);
    await userEvent.click(within(tabla).getByRole('button', { name: 'Comisión adeudada (transferencias)' }));
    expect(nombres(tabla)).toEqual(['Mates del Sur', 'Alfajores Zoe', 'Total']);

    const grafico = await screen.findByRole('figure', { name: 'Ventas y comisión por día' }, { timeout: 5000 });
    expect(within(grafico).getByText(/\$ 30\.000 en ventas brutas en 3 días; el mejor día fue el/)).toBeInTheDocument();
    await userEvent.click(within(grafico).getByRole('button', { name: 'Ver datos en tabla' }));
    const dias = within(grafico).getByRole('table');
    expect(within(dias).getAllByRole('row')).toHaveLength(3); // header + the two days with sales
  });

  it('asks for the chosen period, keeps it in the URL and refuses an inverted one without asking', async () => {
    const calls = mockFetch({
      [`GET ${RUTA}`]: (r) =>
        ok(
          finanzas({
            desde: r.url.searchParams.get('desde') ?? '2026-03-01',
            hasta: r.url.searchParams.get('hasta') ?? '2026-03-03',
          }),
        ),
    });
    renderPage(<FinanzasPage />, { url: '/?desde=2026-02-01&hasta=2026-02-28' });
    await screen.findByRole('heading', { name: 'Ventas brutas (GMV)' });
    expect(calls.requests[0]!.url.searchParams.get('desde')).toBe('2026-02-01');
    expect(calls.requests[0]!.url.searchParams.get('hasta')).toBe('2026-02-28');

    const pedidos = calls.requests.length;
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-01-15' } });
    expect(await screen.findByText(MENSAJES_FINANZAS.periodoInvertido)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('desde=2026-02-01&hasta=2026-01-15');
    expect(calls.requests.length).toBe(pedidos);
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeDisabled();
  });

  it('says when nothing was sold, and shows a failure with a retry', async () => {
    const vacio = finanzas({
      totales: { ...finanzas().totales, pedidos: 0, gmv: 0 },
      emprendimientos: [],
      porDia: [],
    });
    mockFetch({ [`GET ${RUTA}`]: () => ok(vacio) });
    const { unmount } = renderPage(<FinanzasPage />);
    expect(await screen.findByText('No hubo ventas cobradas en este período')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    let intentos = 0;
    mockFetch({
      [`GET ${RUTA}`]: () => (++intentos === 1 ? fail(500, 'No pudimos cargar las finanzas') : ok(finanzas())),
    });
    renderPage(<FinanzasPage />);
    expect(await screen.findByText('No pudimos cargar las finanzas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /reintentar/i }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ventas brutas (GMV)' })).toBeInTheDocument());
  });

  it("downloads the CSV of the period shown with the admin's session", async () => {
    const calls = mockFetch({
      [`GET ${RUTA}`]: (r) =>
        r.url.searchParams.get('formato') === 'csv'
          ? { status: 200, body: '\uFEFFEmprendimiento;Pedidos\r\n' }
          : ok(finanzas()),
    });
    const crear = vi.fn(() => 'blob:finanzas');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: crear, revokeObjectURL: vi.fn() }));
    const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<FinanzasPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(clic).toHaveBeenCalled());
    const pedido = calls.requests.at(-1)!;
    expect(pedido.url.searchParams.get('formato')).toBe('csv');
    expect(pedido.url.searchParams.get('desde')).toBe('2026-03-01');
    expect(pedido.url.searchParams.get('hasta')).toBe('2026-03-03');
    expect((clic.mock.contexts[0] as HTMLAnchorElement).download).toBe('finanzas-2026-03-01-2026-03-03.csv');
    clic.mockRestore();
  });
});
