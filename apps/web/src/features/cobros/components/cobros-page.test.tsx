import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failCon, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { CobrosPage } from './cobros-page';

afterEach(() => vi.unstubAllGlobals());

const ID = 'user-vendedor-1';
const RUTA = `/api/emprendedor/v1/emprendimientos/${ID}/mercadopago`;
const CONECTADA = {
  conectado: true,
  mpUserId: '2481000002',
  conectadoEn: '2026-11-20T13:00:00.000Z',
  venceEn: '2027-05-19T13:00:00.000Z',
  puedeCobrar: true,
};

describe('Cobros', () => {
  it('offers to connect a shop without an account, and sends the browser to Mercado Pago', async () => {
    const llamadas = mockFetch({
      [`GET ${RUTA}`]: () => ok({ conectado: false, puedeCobrar: false }),
      [`POST ${RUTA}/conectar`]: () => ok({ url: 'https://auth.mercadopago.com/authorization?client_id=1' }),
    });
    const irA = vi.fn();
    renderPage(<CobrosPage idEmprendimiento={ID} irA={irA} />);
    expect(await screen.findByText('Sin conectar')).toBeInTheDocument();
    expect(screen.getByText(/solo pueden pagarte por transferencia/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Conectar con Mercado Pago' }));
    await vi.waitFor(() => expect(irA).toHaveBeenCalledWith('https://auth.mercadopago.com/authorization?client_id=1'));
    expect(llamadas.to('POST', `${RUTA}/conectar`)).toHaveLength(1);
  });

  it('shows the connected account and disconnects only after confirming', async () => {
    let conectada = true;
    const llamadas = mockFetch({
      [`GET ${RUTA}`]: () =>
        ok(conectada ? CONECTADA : { conectado: false, puedeCobrar: false, motivoDesconexion: 'vendedor' }),
      [`DELETE ${RUTA}`]: () => {
        conectada = false;
        return { status: 204 };
      },
    });
    renderPage(<CobrosPage idEmprendimiento={ID} />, { url: '/cobros?resultado=conectado' });
    const tarjeta = await screen.findByRole('region', { name: 'Mercado Pago' });
    expect(screen.getByText(/quedó conectada/)).toBeInTheDocument();
    expect(within(tarjeta).getByText('Conectada')).toBeInTheDocument();
    expect(within(tarjeta).getByText('2481000002')).toBeInTheDocument();
    await userEvent.click(within(tarjeta).getByRole('button', { name: 'Desconectar' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Desconectar tu cuenta de Mercado Pago?' });
    expect(llamadas.to('DELETE', RUTA)).toHaveLength(0);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Desconectaste tu cuenta.')).toBeInTheDocument();
    expect(llamadas.to('DELETE', RUTA)).toHaveLength(1);
    await vi.waitFor(() => expect(screen.queryByText(/quedó conectada/)).not.toBeInTheDocument());
  });

  it.each([
    ['conectado', /Tu cuenta de Mercado Pago quedó conectada/],
    ['cancelado', /Cancelaste la autorización/],
    ['estado_invalido', /ya se usó o no es de esta tienda/],
    ['vencido', /más de 10 minutos/],
  ])('says what happened when the seller comes back with resultado=%s', async (resultado, texto) => {
    mockFetch({ [`GET ${RUTA}`]: () => ok({ conectado: false, puedeCobrar: false }) });
    renderPage(<CobrosPage idEmprendimiento={ID} />, { url: `/cobros?resultado=${resultado}` });
    // Read out by screen readers when it appears (a status region), above the account's state.
    expect((await screen.findByText(texto)).closest('[role="status"]')).not.toBeNull();
  });

  it('shows the server’s message when connecting is not available', async () => {
    mockFetch({
      [`GET ${RUTA}`]: () => ok({ conectado: false, puedeCobrar: false }),
      [`POST ${RUTA}/conectar`]: () => failCon('MERCADO_PAGO_SIN_APLICACION'),
    });
    renderPage(<CobrosPage idEmprendimiento={ID} irA={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Conectar con Mercado Pago' }));
    expect(await screen.findByText(/La conexión con Mercado Pago no está disponible/)).toBeInTheDocument();
  });

  it('offers a retry when the state cannot be read', async () => {
    mockFetch({ [`GET ${RUTA}`]: () => failCon('EMPRENDIMIENTO_NO_ENCONTRADO') });
    renderPage(<CobrosPage idEmprendimiento={ID} />);
    expect(await screen.findByRole('button', { name: /Reintentar/ })).toBeInTheDocument();
  });
});
