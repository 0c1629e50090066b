import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Venta } from '@feria/contracts';
import { failCon, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { API, EMP_ID, VENTA_ID, ventaFixture } from '../test-fixtures';
import { marcarConexionEnVivo } from '../../../lib/conexion-en-vivo';
import { PagoResultado, type PagoResultadoProps } from './pago-resultado';

afterEach(() => {
  vi.unstubAllGlobals();
  marcarConexionEnVivo(false);
});

const DETALLE = `GET ${API}/${VENTA_ID}`;
const aprobada = ventaFixture({
  estado: 'pendiente',
  reservaHasta: null,
  pago: { metodo: 'MERCADO_PAGO', estado: 'aprobado' },
});
const rechazada = ventaFixture({
  estado: 'cancelado',
  reservaHasta: null,
  pago: { metodo: 'MERCADO_PAGO', estado: 'rechazado' },
});

/** The server answers these orders in turn, then the last one for ever. */
function servidor(...respuestas: Venta[]) {
  let n = 0;
  return mockFetch({ [DETALLE]: () => ok(respuestas[Math.min(n++, respuestas.length - 1)]) });
}

const render = (props: Partial<PagoResultadoProps> = {}) =>
  renderPage(
    <PagoResultado
      resultado="exito"
      ventaId={VENTA_ID}
      sesion="comprador"
      onLogin={() => undefined}
      intervaloMs={20}
      esperaMaxMs={60_000}
      {...props}
    />,
  );

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 2000 });

describe('payment return pages', () => {
  it('exito: waits for the notification, polling the order, and stops once the payment is approved', async () => {
    const calls = servidor(ventaFixture(), ventaFixture(), aprobada);
    render({ operacion: '9001' });
    expect(await heading('Estamos confirmando tu pago')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Esperando la confirmación del pago' })).toBeInTheDocument();
    expect(await heading('¡Pago aprobado!')).toBeInTheDocument();
    expect(
      screen.getByText('Recibimos tu pago. Mates del Sur ya tiene tu pedido y te va a avisar cuando esté listo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('#1042')).toBeInTheDocument();
    expect(screen.getByText('$ 20.500')).toBeInTheDocument();
    expect(screen.getByText('9001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi pedido' })).toHaveAttribute(
      'href',
      `/dashboard-comprador/mis-pedidos/${VENTA_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute('href', `/tienda/${EMP_ID}`);
    expect(screen.queryByRole('link', { name: 'Reintentar pago' })).not.toBeInTheDocument();

    const pedidas = calls.to('GET', `${API}/${VENTA_ID}`).length;
    expect(pedidas).toBe(3);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls.to('GET', `${API}/${VENTA_ID}`)).toHaveLength(pedidas);
  });

  it('exito with the live channel open: no polling (the live event refreshes the order); it resumes when the channel drops', async () => {
    marcarConexionEnVivo(true);
    const calls = servidor(ventaFixture(), ventaFixture(), aprobada);
    render();
    expect(await heading('Estamos confirmando tu pago')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 150));
    expect(calls.to('GET', `${API}/${VENTA_ID}`)).toHaveLength(1);
    act(() => marcarConexionEnVivo(false));
    expect(await heading('¡Pago aprobado!')).toBeInTheDocument();
    expect(calls.to('GET', `${API}/${VENTA_ID}`)).toHaveLength(3);
  });

  it('exito: after about a minute without news it stops asking and says the payment is being credited', async () => {
    const calls = servidor(ventaFixture());
    render({ esperaMaxMs: 150 });
    expect(await heading('Estamos confirmando tu pago')).toBeInTheDocument();
    expect(await heading('Tu pago se está acreditando')).toBeInTheDocument();
    expect(screen.getByText(/No hace falta que pagues de nuevo/)).toBeInTheDocument();
    // Mercado Pago said approved: paying again could charge twice.
    expect(screen.queryByRole('link', { name: 'Reintentar pago' })).not.toBeInTheDocument();
    const pedidas = calls.requests.length;
    expect(pedidas).toBeGreaterThan(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls.requests).toHaveLength(pedidas);
  });

  it('error: offers to pay again while the order waits, and shows the rejection once it lands', async () => {
    servidor(ventaFixture(), rechazada);
    render({ resultado: 'error', intervaloMs: 150 });
    expect(await heading('No se completó el pago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reintentar pago' })).toHaveAttribute(
      'href',
      'https://sandbox.example/checkout?pref=1',
    );
    expect(await heading('No pudimos procesar el pago')).toBeInTheDocument();
    expect(screen.getByText(/Liberamos los productos reservados/)).toBeInTheDocument();
    expect(screen.getByLabelText('Pago: Pago rechazado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reintentar pago' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toBeInTheDocument();
  });

  it('pendiente: the order as Mercado Pago left it, with the retry', async () => {
    servidor(ventaFixture());
    render({ resultado: 'pendiente' });
    expect(await heading('Tu pago está pendiente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reintentar pago' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi pedido' })).toBeInTheDocument();
  });

  it('a visitor sees the generic text and can sign in to see the order; nothing is asked to the server', async () => {
    const calls = mockFetch({});
    const onLogin = vi.fn();
    render({ sesion: 'visitante', onLogin, operacion: '9001' });
    // Without a session the server cannot confirm the payment: never '¡Pago aprobado!'.
    expect(await heading('Estamos confirmando tu pago')).toBeInTheDocument();
    expect(screen.queryByText(/Pago aprobado/)).not.toBeInTheDocument();
    expect(screen.getByText('9001')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión para ver tu pedido' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(calls.requests).toHaveLength(0);
  });

  it("a buyer back from an approved payment without external_reference sees the neutral text and 'Mis Pedidos'", async () => {
    const calls = mockFetch({});
    render({ ventaId: null });
    expect(await heading('Estamos confirmando tu pago')).toBeInTheDocument();
    expect(screen.queryByText(/Pago aprobado/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis Pedidos' })).toHaveAttribute(
      'href',
      '/dashboard-comprador/mis-pedidos',
    );
    expect(calls.requests).toHaveLength(0);
  });

  it("a buyer whose account does not have the order sees the generic text and 'Mis Pedidos'", async () => {
    mockFetch({ [DETALLE]: () => failCon('VENTA_NO_ENCONTRADA') });
    render({ resultado: 'error' });
    expect(
      await screen.findByText('No encontramos este pedido en tu cuenta. Tus compras están en Mis Pedidos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'No pudimos procesar el pago' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis Pedidos' })).toHaveAttribute(
      'href',
      '/dashboard-comprador/mis-pedidos',
    );
  });

  it('without an order id the page says only what the redirect says', async () => {
    const calls = mockFetch({});
    render({ ventaId: null, resultado: 'pendiente' });
    expect(await heading('Tu pago está pendiente')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Mis Pedidos' })).toBeInTheDocument());
    expect(calls.requests).toHaveLength(0);
  });
});
