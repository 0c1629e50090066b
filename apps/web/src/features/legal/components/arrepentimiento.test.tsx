import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_ARREPENTIMIENTO } from '@feria/contracts';
import { failCon, mockFetch, renderPage } from '../../../components/ui/test-support';
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

describe('Botón de arrepentimiento (the form)', () => {
  it('sends the order number and e-mail and says to check the mail, with no code and no shop', async () => {
    const api = mockFetch({
      [`POST ${URL}`]: () => ({ status: 202, body: { mensaje: MENSAJES_ARREPENTIMIENTO.enviado } }),
    });
    renderPage(<ArrepentimientoPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Botón de arrepentimiento' })).toBeInTheDocument();
    await completar();
    const aviso = await screen.findByRole('status', { name: 'Revisá tu correo' });
    expect(aviso).toHaveTextContent(MENSAJES_ARREPENTIMIENTO.enviado);
    expect(aviso).toHaveTextContent('vence en 24 horas');
    expect(aviso).not.toHaveTextContent(/ARR-/);
    // Focus moves to the notice that replaced the form.
    expect(aviso).toHaveFocus();
    expect(api.to('POST', URL)[0]!.body).toEqual({
      numeroPedido: 1042,
      email: 'lucia@prueba.feria.ar',
      nombre: 'Lucía Gómez',
      motivo: '',
    });
  });

  it('can send another form after the notice', async () => {
    mockFetch({ [`POST ${URL}`]: () => ({ status: 202, body: { mensaje: MENSAJES_ARREPENTIMIENTO.enviado } }) });
    renderPage(<ArrepentimientoPage />);
    const user = await completar();
    await user.click(await screen.findByRole('button', { name: 'Enviar otro pedido' }));
    expect(screen.getByRole('textbox', { name: /Número de pedido/ })).toHaveValue('');
  });

  it('says when too many forms were sent, keeping what was typed', async () => {
    mockFetch({ [`POST ${URL}`]: () => failCon('ARREPENTIMIENTO_DEMASIADOS') });
    renderPage(<ArrepentimientoPage />);
    await completar();
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_ARREPENTIMIENTO.demasiados);
    expect(screen.getByRole('textbox', { name: /Número de pedido/ })).toHaveValue('1042');
    expect(screen.getByRole('button', { name: 'Arrepentirme de la compra' })).toBeEnabled();
  });

  it('asks for the number before sending', async () => {
    const api = mockFetch({});
    renderPage(<ArrepentimientoPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Arrepentirme de la compra' }));
    expect(await screen.findByText(MENSAJES_ARREPENTIMIENTO.numero)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
