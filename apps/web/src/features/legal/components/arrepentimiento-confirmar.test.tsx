import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_ARREPENTIMIENTO } from '@feria/contracts';
import { fail, failCon, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { ArrepentimientoConfirmarPage } from './arrepentimiento-confirmar';

const URL = '/api/v1/public/core/arrepentimiento/confirmar';
const TOKEN = 'eyJ2IjoiMSJ9.c2lnbmF0dXJh';
const PAGINA = `/arrepentimiento/confirmar#${TOKEN}`;
const HECHO = {
  codigo: 'ARR-7K3Q9M',
  numeroPedido: 1042,
  emprendimientoNombre: 'Casa Ceibo',
  fecha: '2026-11-26T12:00:00.000Z',
  nueva: true,
};
afterEach(() => vi.unstubAllGlobals());

const confirmar = () => userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar arrepentimiento' }));

describe('Botón de arrepentimiento (the link of the mail)', () => {
  it('confirms only when the button is pressed, then shows the code and the shop', async () => {
    const api = mockFetch({ [`POST ${URL}`]: () => ok(HECHO) });
    renderPage(<ArrepentimientoConfirmarPage />, { url: PAGINA });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmar el arrepentimiento' })).toBeInTheDocument();
    // Opening the link (a mail scanner does too) confirms nothing.
    expect(api.requests).toHaveLength(0);
    await confirmar();
    const hecho = await screen.findByRole('status', { name: 'Registramos tu pedido de arrepentimiento' });
    expect(hecho).toHaveTextContent('ARR-7K3Q9M');
    expect(hecho).toHaveTextContent('Pedido #1042 a Casa Ceibo');
    expect(hecho).toHaveFocus();
    expect(api.to('POST', URL).map((r) => r.body)).toEqual([{ token: TOKEN }]);
  });

  it('says when the order already had a request (the same code)', async () => {
    mockFetch({ [`POST ${URL}`]: () => ok({ ...HECHO, nueva: false }) });
    renderPage(<ArrepentimientoConfirmarPage />, { url: PAGINA });
    await confirmar();
    expect(await screen.findByText('Ya tenías un pedido de arrepentimiento para esta compra')).toBeInTheDocument();
  });

  it('an expired link offers the form again instead of the button', async () => {
    mockFetch({ [`POST ${URL}`]: () => failCon('ARREPENTIMIENTO_ENLACE_VENCIDO') });
    renderPage(<ArrepentimientoConfirmarPage />, { url: PAGINA });
    await confirmar();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(MENSAJES_ARREPENTIMIENTO.enlaceVencido);
    expect(screen.getByRole('link', { name: 'Volver al formulario del Botón de arrepentimiento' })).toHaveAttribute(
      'href',
      '/arrepentimiento',
    );
    expect(screen.queryByRole('button', { name: 'Confirmar arrepentimiento' })).not.toBeInTheDocument();
  });

  it('an order that can no longer be revoked says why', async () => {
    mockFetch({ [`POST ${URL}`]: () => failCon('ARREPENTIMIENTO_PLAZO_VENCIDO') });
    renderPage(<ArrepentimientoConfirmarPage />, { url: PAGINA });
    await confirmar();
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_ARREPENTIMIENTO.plazoVencido);
    expect(screen.queryByRole('button', { name: 'Confirmar arrepentimiento' })).not.toBeInTheDocument();
  });

  it('keeps the button after a server failure, to try again', async () => {
    let veces = 0;
    mockFetch({
      [`POST ${URL}`]: () => (++veces === 1 ? fail(500, 'Ocurrió un error inesperado', 'ERROR_INTERNO') : ok(HECHO)),
    });
    renderPage(<ArrepentimientoConfirmarPage />, { url: PAGINA });
    await confirmar();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await confirmar();
    expect(await screen.findByText('ARR-7K3Q9M')).toBeInTheDocument();
  });

  it('a link without its token says so, and sends nothing', () => {
    const api = mockFetch({});
    renderPage(<ArrepentimientoConfirmarPage />, { url: '/arrepentimiento/confirmar' });
    expect(screen.getByRole('alert')).toHaveTextContent(MENSAJES_ARREPENTIMIENTO.enlaceInvalido);
    expect(screen.queryByRole('button', { name: 'Confirmar arrepentimiento' })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
