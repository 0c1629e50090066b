import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MetricasVendedor } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { MetricasPanel } from './metricas-panel';

afterEach(() => vi.unstubAllGlobals());

const EMP = '11111111-1111-4111-8111-111111111111';
const RUTA = `/api/emprendedor/v1/emprendimientos/ventas/${EMP}/metricas`;

const metricas = (over: Partial<MetricasVendedor> = {}): MetricasVendedor => ({
  periodo: '30',
  ingresosTotales: 25000,
  comisionesTotales: 1250,
  ingresosNetos: 23750,
  pedidosListos: 1,
  pedidosCompletados: 1,
  totalPedidos: 4,
  tasaExito: 25,
  porDia: [
    { fecha: '2026-03-04', ingresos: 0, pedidos: 0 },
    { fecha: '2026-03-05', ingresos: 25000, pedidos: 4 },
  ],
  porEstado: [
    { estado: 'pendiente', cantidad: 1 },
    { estado: 'preparando', cantidad: 0 },
    { estado: 'listo', cantidad: 1 },
    { estado: 'completado', cantidad: 1 },
    { estado: 'cancelado', cantidad: 1 },
  ],
  topProductosUnidades: [
    { idProducto: '22222222-2222-4222-8222-222222222222', nombre: 'Mate torpedo', unidades: 2, ingresos: 20000 },
  ],
  topProductosIngresos: [
    { idProducto: '22222222-2222-4222-8222-222222222222', nombre: 'Mate torpedo', unidades: 2, ingresos: 20000 },
  ],
  ...over,
});

describe('seller metrics panel', () => {
  it('shows the figures, asks for another period, and offers each chart as a table', async () => {
    const calls = mockFetch({
      [`GET ${RUTA}`]: (r) =>
        ok(metricas({ periodo: (r.url.searchParams.get('periodo') ?? '30') as MetricasVendedor['periodo'] })),
    });
    renderPage(<MetricasPanel emprendimientoId={EMP} />);
    const ingresos = (await screen.findByRole('heading', { name: 'Ingresos totales' })).parentElement!;
    expect(within(ingresos).getByText('$ 25.000')).toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { name: 'Comisiones (5 %)' }).parentElement!).getByText('$ 1.250'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { name: 'Ingresos netos' }).parentElement!).getByText('$ 23.750'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { name: 'Tasa de éxito' }).parentElement!).getByText('25 %'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 de 4 pedidos completados')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '7 días' }));
    await waitFor(() => expect(calls.requests.at(-1)?.url.searchParams.get('periodo')).toBe('7'));

    const estados = await screen.findByRole('figure', { name: 'Pedidos por estado' }, { timeout: 5000 });
    expect(within(estados).getByText('1 pendiente, 1 listo, 1 completado, 1 cancelado.')).toBeInTheDocument();
    await userEvent.click(within(estados).getByRole('button', { name: 'Ver datos en tabla' }));
    const tabla = within(estados).getByRole('table', { name: 'Pedidos por estado' });
    expect(
      within(tabla)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['EstadoPedidos', 'Pendiente1', 'Preparando0', 'Listo1', 'Completado1', 'Cancelado1']);
    const top = screen.getByRole('figure', { name: 'Productos más vendidos (unidades)' });
    expect(within(top).getByText('Encabeza Mate torpedo con 2 unidades.')).toBeInTheDocument();
  });

  it('says there are no sales yet, and shows a failure with a retry', async () => {
    mockFetch({
      [`GET ${RUTA}`]: () =>
        ok(
          metricas({
            ingresosTotales: 0,
            comisionesTotales: 0,
            ingresosNetos: 0,
            pedidosListos: 0,
            pedidosCompletados: 0,
            totalPedidos: 0,
            tasaExito: 0,
            topProductosUnidades: [],
            topProductosIngresos: [],
          }),
        ),
    });
    renderPage(<MetricasPanel emprendimientoId={EMP} />);
    expect(await screen.findByText('Todavía no tenés ventas en este período.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    mockFetch({ [`GET ${RUTA}`]: () => fail(500, 'Error al obtener estadísticas') });
    renderPage(<MetricasPanel emprendimientoId={EMP} />);
    expect(await screen.findByText('Error al obtener estadísticas')).toBeInTheDocument();
  });
});
