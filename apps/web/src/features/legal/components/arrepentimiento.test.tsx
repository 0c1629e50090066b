import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_ARREPENTIMIENTO } from '@feria/contracts';
import { fail, mockFetch, renderPage } from '../../../components/ui/test-support';
import { ArrepentimientoPage } from './arrepentimiento';

const URL = '/api/v1/public/core/arrepentimiento';
afterEach(() => vi.unstubAllGlobals());

async function completar() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Número de pedido/ }), '1042');
  await user.type(screen.getByRole('textbox', { name: /Correo electrónico de la compra/ }), 'lucia@prueba.feria.ar');
  await user.type(screen.getByRole('textbox', { name: /Nombre y apellido/ }), 'Lucía Gómez');
  await user.click(screen.getByRole('button', { name: 'Arrepentirme de la compra' }));
  return user;
}

describe('Botón de arrepentimiento', () => {
  it('sends the order number and e-mail and shows the code to keep', async () => {
    const api = mockFetch({ [`POST ${URL}`]: () => ({ status: 201, body: { codigo: 'ARR-7K3Q9M', numeroPedido: 1042, emprendimientoNombre: 'Casa Ceibo', fecha: '2026-11-26T12:00:00.000Z', nueva: true } }) });
    renderPage(<ArrepentimientoPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Botón de arrepentimiento' })).toBeInTheDocument();
    await completar();
    expect(await screen.findByText('ARR-7K3Q9M')).toBeInTheDocument();
    expect(screen.getByText('Registramos tu pedido de arrepentimiento')).toBeInTheDocument();
    expect(api.to('POST', URL)[0]!.body).toEqual({ numeroPedido: 1042, email: 'lucia@prueba.feria.ar', nombre: 'Lucía Gómez', motivo: '' });
  });

  it('says why when the order is not found, keeping what was typed', async () => {
    mockFetch({ [`POST ${URL}`]: () => fail(404, MENSAJES_ARREPENTIMIENTO.noEncontrado, 'ARREPENTIMIENTO_PEDIDO_NO_ENCONTRADO') });
    renderPage(<ArrepentimientoPage />);
    await completar();
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_ARREPENTIMIENTO.noEncontrado);
    expect(screen.getByRole('textbox', { name: /Número de pedido/ })).toHaveValue('1042');
  });

  it('asks for the number before sending', async () => {
    const api = mockFetch({});
    renderPage(<ArrepentimientoPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Arrepentirme de la compra' }));
    expect(await screen.findByText(MENSAJES_ARREPENTIMIENTO.numero)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
