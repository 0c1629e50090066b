import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { API, VENTA_ID, pagina, resumenFixture, transferenciaFixture, ventaFixture } from '../test-fixtures';
import { PedidoEsperandoPago } from './pedido-esperando-pago';

afterEach(() => vi.unstubAllGlobals());

const DETALLE = `GET ${API}/${VENTA_ID}`;

describe('the order waiting for its payment, on top of the cart and the checkout', () => {
  it('offers to pay the newest pending Mercado Pago order, or to see it', async () => {
    const calls = mockFetch({
      [`GET ${API}`]: () =>
        ok(
          pagina([
            resumenFixture({ id: 'aaaaaaaa-1111-4111-8111-111111111111', numero: 1043, metodoPago: 'TRANSFERENCIA' }),
            resumenFixture(),
          ]),
        ),
      [DETALLE]: () => ok(ventaFixture()),
    });
    renderPage(<PedidoEsperandoPago />);
    const aviso = await screen.findByRole('region', { name: 'Tenés un pedido esperando el pago' });
    expect(aviso).toHaveTextContent('Pedido #1042 a Mates del Sur por $ 20.500.');
    expect(screen.getByRole('link', { name: 'Pagar el pedido #1042 con Mercado Pago' })).toHaveAttribute(
      'href',
      'https://sandbox.example/checkout?pref=1',
    );
    expect(screen.getByRole('link', { name: 'Ver pedido #1042' })).toHaveAttribute(
      'href',
      `/dashboard-comprador/mis-pedidos/${VENTA_ID}`,
    );
    expect(calls.to('GET', API)[0]?.url.searchParams.get('estado')).toBe('pendiente');
  });

  it('says nothing for a transfer, a payment no longer offered, a failed read or no pending order', async () => {
    const casos = [
      {
        lista: () => ok(pagina([resumenFixture({ metodoPago: 'TRANSFERENCIA' })])),
        detalle: () => ok(transferenciaFixture()),
      },
      {
        lista: () => ok(pagina([resumenFixture()])),
        detalle: () => ok(ventaFixture({ pago: { metodo: 'MERCADO_PAGO', estado: 'pendiente' } })),
      },
      {
        lista: () => ok(pagina([resumenFixture({ pagoEstado: 'aprobado' })])),
        detalle: () => ok(ventaFixture({ pago: { metodo: 'MERCADO_PAGO', estado: 'aprobado' } })),
      },
      { lista: () => fail(500, 'Error al obtener ventas'), detalle: () => ok(ventaFixture()) },
      { lista: () => ok(pagina([])), detalle: () => ok(ventaFixture()) },
    ];
    for (const caso of casos) {
      const calls = mockFetch({ [`GET ${API}`]: caso.lista, [DETALLE]: caso.detalle });
      const { unmount } = renderPage(<PedidoEsperandoPago />);
      await waitFor(() => expect(calls.to('GET', API)).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByText('Tenés un pedido esperando el pago')).not.toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('asks again when the browser brings the page back from its cache (Back from Mercado Pago)', async () => {
    let pendientes = [] as ReturnType<typeof resumenFixture>[];
    mockFetch({ [`GET ${API}`]: () => ok(pagina(pendientes)), [DETALLE]: () => ok(ventaFixture()) });
    renderPage(<PedidoEsperandoPago />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Tenés un pedido esperando el pago')).not.toBeInTheDocument();
    pendientes = [resumenFixture()];
    const volver = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(volver, 'persisted', { value: true });
    window.dispatchEvent(volver);
    expect(await screen.findByText('Tenés un pedido esperando el pago')).toBeInTheDocument();
  });
});
