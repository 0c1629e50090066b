import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DevolucionVenta, Venta } from '@feria/contracts';
import { mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { API, VENTA_ID, devolucionFixture, ventaFixture } from '../test-fixtures';
import { PedidoDetallePage } from './pedido-detalle-page';

// docs/producto/devoluciones-pantallas.md#el-comprador: the return on the buyer's order.

afterEach(() => vi.unstubAllGlobals());

const pagado = { metodo: 'MERCADO_PAGO', estado: 'aprobado' } as const;

async function ver(dev: Partial<DevolucionVenta> | null, over: Partial<Venta> = {}) {
  mockFetch({
    [`GET ${API}/${VENTA_ID}`]: () =>
      ok(ventaFixture({ estado: 'completado', pago: pagado, devolucion: dev && devolucionFixture(dev), ...over })),
  });
  renderPage(<PedidoDetallePage id={VENTA_ID} tiendaHref={(id) => `/dashboard-comprador/tienda/${id}`} />);
  await screen.findByRole('heading', { level: 1, name: 'Pedido #1042' });
  return screen.queryByRole('region', { name: 'Devolución' });
}
const pasoActual = (r: HTMLElement) => within(r).getByRole('listitem', { current: 'step' });

describe('the buyer’s return', () => {
  it('shows a requested return with its code, its current step and the reason given', async () => {
    const r = within((await ver({}))!);
    expect(r.getByText('ARR-7K3Q9M')).toBeInTheDocument();
    expect(pasoActual(r.getByRole('list'))).toHaveTextContent('Solicitada');
    expect(r.getByText(/Le avisamos a Mates del Sur que te arrepentiste/)).toBeInTheDocument();
    expect(r.getByText(/El envío de la devolución no te cuesta nada/)).toBeInTheDocument();
    expect(r.getByText('Tu motivo: No era el color que esperaba')).toBeInTheDocument();
    expect(r.queryByRole('heading', { name: 'Cómo devolver el producto' })).toBeNull();
  });

  it('shows the seller’s instructions once accepted, under “Cómo devolver el producto”', async () => {
    const instrucciones = 'Mandalo por Correo Argentino a San Martín 123, Córdoba.\nPoné el número de pedido.';
    const r = within((await ver({ estado: 'aceptada', instrucciones }))!);
    expect(pasoActual(r.getByRole('list'))).toHaveTextContent('Aceptada');
    const como = r.getByRole('region', { name: 'Cómo devolver el producto' });
    expect(como).toHaveTextContent('Mandalo por Correo Argentino a San Martín 123, Córdoba.');
    expect(como).toHaveTextContent('Cuando Mates del Sur reciba el producto te devolvemos el dinero.');
  });

  it('shows the refusal with its reason and where to turn', async () => {
    const r = within((await ver({ estado: 'rechazada', motivoRechazo: 'El producto está usado' }))!);
    expect(pasoActual(r.getByRole('list'))).toHaveTextContent('Rechazada');
    expect(r.getByText(/El emprendimiento la rechazó: El producto está usado/)).toBeInTheDocument();
    expect(r.getByText(/Defensa del Consumidor/)).toBeInTheDocument();
  });

  it('tells a received return’s refund is on its way', async () => {
    const r = within((await ver({ estado: 'recibida', instrucciones: 'Traelo al local.' }))!);
    expect(r.getByText(/Mates del Sur recibió el producto. Estamos devolviéndote \$ 20\.500/)).toBeInTheDocument();
    expect(pasoActual(r.getByRole('list'))).toHaveTextContent('Recibida');
  });

  it('shows the amount given back once refunded', async () => {
    const r = within(
      (await ver(
        { estado: 'reembolsada', instrucciones: 'Traelo al local.' },
        {
          pago: { metodo: 'MERCADO_PAGO', estado: 'reembolsado' },
          reembolso: { estado: 'hecho', monto: 20500, nota: null, fecha: '2026-03-12T10:00:00.000Z' },
        },
      ))!,
    );
    expect(r.getByText('Te devolvimos $ 20.500')).toBeInTheDocument();
    expect(pasoActual(r.getByRole('list'))).toHaveTextContent('Reembolsada');
  });

  it('says how a transfer was given back', async () => {
    const r = within(
      (await ver(
        { estado: 'reembolsada', nota: 'Transferido al CBU que nos pasaste' },
        { pago: { metodo: 'TRANSFERENCIA', estado: 'reembolsado' } },
      ))!,
    );
    expect(r.getByText('Te devolvimos $ 20.500')).toBeInTheDocument();
    expect(r.getByText(/Por transferencia: Transferido al CBU que nos pasaste/)).toBeInTheDocument();
  });

  it('shows no return on an order without one', async () => {
    expect(await ver(null)).toBeNull();
  });
});
