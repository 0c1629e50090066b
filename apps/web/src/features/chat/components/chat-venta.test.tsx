import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HiloChat, MensajeChat } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { ChatVenta } from './chat-venta';

afterEach(() => vi.unstubAllGlobals());

const ID = '3f1e2d3c-4b5a-4968-8776-655443322110';
const RUTA = `/api/comprador/v1/ventas/${ID}/chat`;
const mensaje = (over: Partial<MensajeChat>): MensajeChat => ({
  id: 1,
  autorRol: 'vendedor',
  propio: false,
  texto: 'Hola',
  fecha: '2026-03-05T14:30:00.000Z',
  leido: false,
  ...over,
});

function api(inicial: MensajeChat[]) {
  let mensajes = [...inicial];
  const hilo = (): HiloChat => ({ ventaId: ID, numero: 1042, interlocutor: 'Mates del Sur', mensajes });
  return mockFetch({
    [`GET ${RUTA}`]: () => ok(hilo()),
    [`POST ${RUTA}`]: (r) => {
      const m = mensaje({
        id: mensajes.length + 1,
        autorRol: 'comprador',
        propio: true,
        texto: (r.body as { mensaje: string }).mensaje,
      });
      mensajes = [...mensajes, m];
      return { status: 201, body: m };
    },
  });
}

describe('ChatVenta', () => {
  it('shows the messages as plain text, sends with Enter and keeps Shift+Enter for new lines', async () => {
    const calls = api([
      mensaje({ texto: '<img src=x onerror=alert(1)> ¿Talle?' }),
      mensaje({ id: 2, autorRol: 'comprador', propio: true, texto: 'M', leido: true }),
    ]);
    renderPage(<ChatVenta ventaId={ID} rol="comprador" />);
    const lista = await screen.findByRole('list', { name: 'Mensajes con Mates del Sur' });
    expect(within(lista).getByText('<img src=x onerror=alert(1)> ¿Talle?')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(within(lista).getByText('Leído')).toBeInTheDocument();

    const campo = screen.getByRole('textbox', { name: 'Tu mensaje' });
    await userEvent.type(campo, 'Primera línea{Shift>}{Enter}{/Shift}segunda{Enter}');
    await waitFor(() => expect(calls.to('POST', RUTA)[0]?.body).toEqual({ mensaje: 'Primera línea\nsegunda' }));
    await waitFor(() => expect(campo).toHaveValue(''));
    expect(
      await within(lista).findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Primera línea\nsegunda'),
    ).toBeInTheDocument();
  });

  it('refuses an empty message and shows the server error; invites to write when there are none', async () => {
    mockFetch({
      [`GET ${RUTA}`]: () => ok({ ventaId: ID, numero: 1042, interlocutor: 'Mates del Sur', mensajes: [] }),
      [`POST ${RUTA}`]: () => ({
        status: 429,
        body: {
          mensaje: 'Mandaste muchos mensajes seguidos. Esperá un minuto y probá de nuevo.',
          codigo: 'CHAT_DEMASIADOS_MENSAJES',
        },
      }),
    });
    renderPage(<ChatVenta ventaId={ID} rol="comprador" />);
    expect(await screen.findByText(/Todavía no hay mensajes\. Escribile a Mates del Sur/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Escribí un mensaje')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tu mensaje' }), 'Hola');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Mandaste muchos mensajes seguidos. Esperá un minuto y probá de nuevo.'),
    ).toBeInTheDocument();
  });

  it('says when the thread cannot be loaded', async () => {
    mockFetch({ [`GET ${RUTA}`]: () => fail(500, 'Error al obtener chat de la venta') });
    renderPage(<ChatVenta ventaId={ID} rol="comprador" />);
    expect(await screen.findByText('Error al obtener chat de la venta')).toBeInTheDocument();
  });

  it('refuses a paste that would pass the limit, whole, keeping what was typed (no silent cut)', async () => {
    const calls = api([]);
    renderPage(<ChatVenta ventaId={ID} rol="comprador" />);
    const campo = await screen.findByRole('textbox', { name: 'Tu mensaje' });
    await userEvent.type(campo, 'Hola, les paso la dirección: ');
    await userEvent.paste('x'.repeat(2500));
    expect(campo).toHaveValue('Hola, les paso la dirección: ');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No pegamos ese texto: con él, el mensaje tendría 2.529 caracteres y el máximo es 2.000. Pegá una parte más corta o mandalo en varios mensajes.',
    );
    expect(calls.to('POST', RUTA)).toHaveLength(0);
    // Typing again clears the refusal; a paste that fits goes in.
    await userEvent.type(campo, 'A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.paste('y'.repeat(100));
    expect((campo as HTMLTextAreaElement).value).toHaveLength(130);
  });

  it('counts what is left only as the limit nears', async () => {
    api([]);
    renderPage(<ChatVenta ventaId={ID} rol="comprador" />);
    const campo = await screen.findByRole('textbox', { name: 'Tu mensaje' });
    await userEvent.click(campo);
    await userEvent.paste('a'.repeat(1700));
    expect(screen.getByText('Enter envía, Mayús+Enter agrega una línea')).toBeInTheDocument();
    expect(screen.queryByText(/Te quedan/)).not.toBeInTheDocument();
    await userEvent.paste('a'.repeat(150));
    expect(screen.getByText('Te quedan 150 caracteres · Enter envía')).toBeInTheDocument();
    expect(screen.getByText('Te quedan menos de 200 caracteres')).toBeInTheDocument();
    await userEvent.paste('a'.repeat(149));
    expect(screen.getByText('Te queda 1 carácter · Enter envía')).toBeInTheDocument();
    await userEvent.paste('a');
    expect(screen.getByText('Te quedan 0 caracteres · Enter envía')).toBeInTheDocument();
    expect(screen.getByText('Llegaste al máximo de 2.000 caracteres')).toBeInTheDocument();
  });
});
