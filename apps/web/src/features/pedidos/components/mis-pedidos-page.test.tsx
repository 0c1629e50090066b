import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { API, pagina, resumenFixture } from '../test-fixtures';
import { MisPedidosPage } from './mis-pedidos-page';

afterEach(() => vi.unstubAllGlobals());

const render = (url = '/dashboard-comprador/mis-pedidos') => renderPage(<MisPedidosPage />, { url });

describe('Mis Pedidos', () => {
  it('lists each order with its number, shop, date, total and status chips, linking to its detail', async () => {
    mockFetch({
      [`GET ${API}`]: () =>
        ok(
          pagina([
            resumenFixture(),
            resumenFixture({
              id: '3f1e2d3c-4b5a-4968-8776-655443322111',
              numero: 1041,
              emprendimientoNombre: 'Dulces Mendocinos',
              estado: 'completado',
              pagoEstado: 'aprobado',
              montoTotal: 95000,
              cantidadProductos: 1,
              metodoPago: 'TRANSFERENCIA',
            }),
            resumenFixture({
              id: '3f1e2d3c-4b5a-4968-8776-655443322112',
              numero: 1043,
              estado: 'pendiente',
              pagoEstado: 'aprobado',
            }),
          ]),
        ),
    });
    render();
    const lista = await screen.findByRole('list', { name: 'Pedidos' });
    const [primero, segundo, pagado] = within(lista).getAllByRole('listitem');
    const link = within(primero!).getByRole('link', { name: 'Pedido #1042' });
    expect(link).toHaveAttribute('href', '/dashboard-comprador/mis-pedidos/3f1e2d3c-4b5a-4968-8776-655443322110');
    expect(within(primero!).getByText('Mates del Sur')).toBeInTheDocument();
    expect(within(primero!).getByText(/5 de mar de 2026, \d\d:\d\d · 3 productos · Mercado Pago/)).toBeInTheDocument();
    expect(within(primero!).getByText('$ 20.500')).toBeInTheDocument();
    expect(within(primero!).getByLabelText('Estado del pedido: Esperando el pago')).toBeInTheDocument();
    expect(within(segundo!).getByLabelText('Estado del pedido: Completado')).toBeInTheDocument();
    expect(within(segundo!).getByText('Pago aprobado')).toBeInTheDocument();
    // Paid and not started: one label for where it is ('Por preparar'), the payment as a detail, never 'Pendiente' beside 'Pagado'.
    expect(within(pagado!).getByLabelText('Estado del pedido: Por preparar')).toBeInTheDocument();
    expect(within(pagado!).getByText('Pago aprobado')).toBeInTheDocument();
    expect(within(pagado!).queryByText('Pendiente')).not.toBeInTheDocument();
    expect(within(pagado!).queryByText('Pagado')).not.toBeInTheDocument();
    expect(within(segundo!).getByText(/1 producto · Transferencia/)).toBeInTheDocument();
  });

  it('filters by estado through the URL and asks the server for that estado from page 0', async () => {
    const calls = mockFetch({
      [`GET ${API}`]: (r) => ok(pagina(r.url.searchParams.get('estado') === 'cancelado' ? [] : [resumenFixture()])),
    });
    const { router } = render('/dashboard-comprador/mis-pedidos?page=2');
    await screen.findByRole('link', { name: 'Pedido #1042' });
    expect(calls.requests[0]?.url.searchParams.get('page')).toBe('2');

    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(screen.getByRole('option', { name: 'Cancelado' }));
    expect(await screen.findByText('No tenés pedidos en estado “Cancelado”')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?estado=cancelado');
    const ultimo = calls.requests.at(-1)!.url.searchParams;
    expect([ultimo.get('estado'), ultimo.get('page'), ultimo.get('size')]).toEqual(['cancelado', '0', '10']);

    await userEvent.click(screen.getByRole('button', { name: 'Ver todos mis pedidos' }));
    expect(await screen.findByRole('link', { name: 'Pedido #1042' })).toBeInTheDocument();
    expect(calls.requests.at(-1)!.url.searchParams.has('estado')).toBe(false);
  });

  it('moves between pages', async () => {
    const calls = mockFetch({
      [`GET ${API}`]: (r) =>
        ok(
          pagina([resumenFixture({ numero: 1042 - Number(r.url.searchParams.get('page')) * 10 })], {
            number: Number(r.url.searchParams.get('page')),
            totalPages: 3,
          }),
        ),
    });
    render();
    await screen.findByRole('link', { name: 'Pedido #1042' });
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByRole('link', { name: 'Pedido #1032' })).toBeInTheDocument();
    expect(calls.requests.at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Página actual, 2' })).toBeInTheDocument();
  });

  it('invites to shop when there are no orders, and offers a retry when the list fails', async () => {
    mockFetch({ [`GET ${API}`]: () => ok(pagina([], { totalPages: 0 })) });
    render();
    expect(await screen.findByText('Todavía no hiciste pedidos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar productos' })).toHaveAttribute('href', '/dashboard-comprador');
    vi.unstubAllGlobals();

    let intentos = 0;
    mockFetch({
      [`GET ${API}`]: () => (++intentos === 1 ? fail(500, 'Error al obtener ventas') : ok(pagina([resumenFixture()]))),
    });
    render();
    expect(await screen.findByText('Error al obtener ventas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Pedido #1042' })).toBeInTheDocument());
  });
});
