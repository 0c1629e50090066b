import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../components/ui/test-support';
import { useConexionEnVivo } from '../../lib/conexion-en-vivo';
import { EnVivo } from './en-vivo';

afterEach(() => vi.unstubAllGlobals());

function Estado() {
  return <output data-testid="en-vivo">{useConexionEnVivo() ? 'abierto' : 'cerrado'}</output>;
}

/** A live channel the test opens, feeds and drops at will. */
function canal() {
  let control!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (control = c) });
  const fetch = vi.fn(() => Promise.resolve(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })));
  vi.stubGlobal('fetch', fetch);
  const enviar = (evento: object) => control.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(evento)}\n\n`));
  return { fetch, cortar: () => control.close(), enviar };
}

describe('the live channel exposes whether it is open', () => {
  it('closed before the stream answers, open while it streams, closed again when it drops or unmounts', async () => {
    const c = canal();
    const view = renderPage(
      <>
        <EnVivo rol="comprador" />
        <Estado />
      </>,
    );
    expect(screen.getByTestId('en-vivo')).toHaveTextContent('cerrado');
    await vi.waitFor(() => expect(screen.getByTestId('en-vivo')).toHaveTextContent('abierto'));
    // The server ends the stream (restart): the orders go back to their periodic refresh until it reconnects.
    c.cortar();
    await vi.waitFor(() => expect(screen.getByTestId('en-vivo')).toHaveTextContent('cerrado'));
    view.unmount();
  });

  it('a failing channel (401, network) never counts as open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('no', { status: 401 }))),
    );
    const view = renderPage(
      <>
        <EnVivo rol="vendedor" />
        <Estado />
      </>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('en-vivo')).toHaveTextContent('cerrado');
    view.unmount();
  });
});

describe('questions on the live channel (docs/producto/preguntas-pantallas.md#avisos)', () => {
  const datos = { preguntaId: 'p1', productoId: 'x1', producto: 'Mate imperial' };

  it('tells the seller of a new question, not of an answer', async () => {
    const c = canal();
    const view = renderPage(<EnVivo rol="vendedor" />);
    await vi.waitFor(() => expect(c.fetch).toHaveBeenCalled());
    c.enviar({ id: 1, tipo: 'pregunta.respuesta', datos });
    c.enviar({ id: 2, tipo: 'pregunta.nueva', datos });
    expect(await screen.findByText('Nueva pregunta sobre «Mate imperial».')).toBeInTheDocument();
    expect(screen.queryByText(/Respondieron tu pregunta/)).not.toBeInTheDocument();
    view.unmount();
  });

  it('tells the buyer the seller answered', async () => {
    const c = canal();
    const view = renderPage(<EnVivo rol="comprador" />);
    await vi.waitFor(() => expect(c.fetch).toHaveBeenCalled());
    c.enviar({ id: 3, tipo: 'pregunta.nueva', datos });
    c.enviar({ id: 4, tipo: 'pregunta.respuesta', datos });
    expect(await screen.findByText('Respondieron tu pregunta sobre «Mate imperial».')).toBeInTheDocument();
    expect(screen.queryByText(/Nueva pregunta/)).not.toBeInTheDocument();
    view.unmount();
  });
});
