import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { API, VENTA_ID, transferenciaFixture, ventaFixture } from '../test-fixtures';
import { PedidoConfirmado } from './pedido-confirmado';

afterEach(() => vi.unstubAllGlobals());

describe('CartConfirmation (pedido confirmado)', () => {
  it('a transfer order: its number, the steps, the bank details and the links to the order and to keep shopping', async () => {
    const v = transferenciaFixture();
    mockFetch({ [`GET ${API}/${VENTA_ID}`]: () => ok(v) });
    renderPage(<PedidoConfirmado id={VENTA_ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'P' && el.textContent === `Pedido #${v.numero} a ${v.emprendimientoNombre} por $ 20.500.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Qué sigue' })).toBeInTheDocument();
    expect(screen.getByText(/Subí el comprobante en tu pedido/)).toBeInTheDocument();
    expect(screen.getByText('CBU/CVU')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi pedido y subir el comprobante' })).toHaveAttribute(
      'href',
      `/dashboard-comprador/mis-pedidos/${VENTA_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/');
  });

  it('a paid order: no payment step and no bank details', async () => {
    mockFetch({
      [`GET ${API}/${VENTA_ID}`]: () =>
        ok(ventaFixture({ reservaHasta: null, pago: { metodo: 'MERCADO_PAGO', estado: 'aprobado' } })),
    });
    renderPage(<PedidoConfirmado id={VENTA_ID} />);
    expect(await screen.findByRole('link', { name: 'Ver mi pedido' })).toBeInTheDocument();
    expect(screen.queryByText(/Transferí|Completá el pago/)).not.toBeInTheDocument();
    expect(screen.queryByText('CBU/CVU')).not.toBeInTheDocument();
  });
});
