import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { EventoEnVivo, RolChat } from '@feria/contracts';
import { renderPage } from '../../components/ui/test-support';
import { EnVivo } from './en-vivo';

// docs/producto/envios-pantallas.md#en-vivo: a recorded shipment refreshes the open order and
// tells the buyer it is on its way.

afterEach(() => vi.unstubAllGlobals());

/** A live channel that sends one event, and counts the reads of an order. */
function conEvento(evento: EventoEnVivo) {
  const cuerpo = new ReadableStream<Uint8Array>({
    start: (c) => c.enqueue(new TextEncoder().encode(`id: ${evento.id}\ndata: ${JSON.stringify(evento)}\n\n`)),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(cuerpo, { headers: { 'Content-Type': 'text/event-stream' } }))),
  );
}

let lecturas = 0;
function Pedido() {
  useQuery({ queryKey: ['ventas', 'pedido'], queryFn: () => ++lecturas });
  return null;
}

const envio = (): EventoEnVivo =>
  ({
    id: 7,
    tipo: 'venta.envio',
    datos: { ventaId: '3f1e2d3c-4b5a-4968-8776-655443322110', numero: 1042, estado: 'enviado' },
  }) as EventoEnVivo;

const montar = (rol: RolChat) =>
  renderPage(
    <>
      <EnVivo rol={rol} />
      <Pedido />
    </>,
  );

describe('a shipment recorded, live', () => {
  it('the buyer’s open order is read again and says it is on its way', async () => {
    lecturas = 0;
    conEvento(envio());
    const view = montar('comprador');
    expect(await screen.findByText('Tu pedido #1042 está en camino.')).toBeVisible();
    await vi.waitFor(() => expect(lecturas).toBeGreaterThanOrEqual(2));
    view.unmount();
  });

  it('the seller, who recorded it, gets the fresh sale but no notice', async () => {
    lecturas = 0;
    conEvento(envio());
    const view = montar('vendedor');
    await vi.waitFor(() => expect(lecturas).toBeGreaterThanOrEqual(2));
    expect(screen.queryByText(/está en camino/)).toBeNull();
    view.unmount();
  });
});
