import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORES, type BajaAdmin } from '@feria/contracts';
import { mockFetch, ok, renderPage, respuestaDeError } from '../../../components/ui/test-support';
import { BajasCuentaAdmin } from './bajas-cuenta-admin';
import { TusDatos } from './tus-datos';

afterEach(() => vi.unstubAllGlobals());

const BAJA = '/api/v1/cuenta/baja';
const pendiente = { id: 'b1', estado: 'pendiente', pedidaEn: '2026-11-29T09:00:00.000Z', hechaEn: null, detalle: null };

describe('TusDatos', () => {
  it('asks to type ELIMINAR, says what is kept, and shows the orders to finish when refused', async () => {
    const api = mockFetch({
      [`GET ${BAJA}`]: () => ok(null),
      [`POST ${BAJA}`]: () => respuestaDeError('BAJA_PEDIDOS_EN_CURSO', { detalle: 'Pedidos en curso: #1042' }),
    });
    renderPage(<TusDatos vendedor />);
    const user = userEvent.setup();
    const seccion = await screen.findByRole('region', { name: 'Tus datos personales' });
    expect(within(seccion).getByRole('button', { name: 'Descargar mis datos' })).toBeEnabled();
    await user.click(within(seccion).getByRole('button', { name: 'Borrar mi cuenta y mis datos' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Borrar mi cuenta y mis datos' });
    expect(dialogo).toHaveTextContent('Tu emprendimiento se cierra primero');
    expect(dialogo).toHaveTextContent('Los pedidos se conservan el plazo legal');
    const confirmar = within(dialogo).getByRole('button', { name: 'Borrar definitivamente' });
    expect(confirmar).toBeDisabled();
    await user.type(within(dialogo).getByLabelText(/Escribí ELIMINAR/), 'ELIMINAR');
    await user.click(confirmar);
    expect(
      await within(dialogo).findByText(`${ERRORES.BAJA_PEDIDOS_EN_CURSO.mensaje}. Pedidos en curso: #1042`),
    ).toBeInTheDocument();
    expect(api.to('POST', BAJA)[0]?.body).toEqual({ confirmacion: 'ELIMINAR' });
  });

  it('shows the request in progress once accepted and no longer offers it', async () => {
    mockFetch({ [`GET ${BAJA}`]: () => ok(null), [`POST ${BAJA}`]: () => ({ status: 202, body: pendiente }) });
    renderPage(<TusDatos />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Borrar mi cuenta y mis datos' }));
    const dialogo = await screen.findByRole('dialog');
    await user.type(within(dialogo).getByLabelText(/Escribí ELIMINAR/), 'ELIMINAR');
    await user.click(within(dialogo).getByRole('button', { name: 'Borrar definitivamente' }));
    expect(await screen.findByText(/Estamos eliminando tu cuenta/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const seccion = screen.getByRole('region', { name: 'Tus datos personales' });
    expect(within(seccion).getByRole('button', { name: 'Borrar mi cuenta y mis datos' })).toBeDisabled();
  });
});

describe('BajasCuentaAdmin', () => {
  it('lists each request with its account, roles, state and detail', async () => {
    const baja: BajaAdmin = {
      ...pendiente,
      estado: 'fallida',
      detalle: 'Pedidos en curso: #7',
      userId: 'u1',
      email: 'ana@example.com',
      roles: ['emprendedor'],
    };
    mockFetch({
      'GET /api/admin/v1/bajas': () => ok({ content: [baja], totalElements: 1, totalPages: 1, number: 0, size: 20 }),
    });
    renderPage(<BajasCuentaAdmin />);
    const lista = await screen.findByRole('list', { name: 'Pedidos de baja' });
    expect(lista).toHaveTextContent('ana@example.com');
    expect(lista).toHaveTextContent('Fallida');
    expect(lista).toHaveTextContent('Emprendedor');
    expect(lista).toHaveTextContent('Pedidos en curso: #7');
  });

  it('says when nobody asked', async () => {
    mockFetch({
      'GET /api/admin/v1/bajas': () => ok({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 }),
    });
    renderPage(<BajasCuentaAdmin />);
    expect(await screen.findByText('Nadie pidió la baja de su cuenta')).toBeInTheDocument();
  });
});
