import { describe, expect, it } from 'vitest';
import { leerSse, partirSse } from './sse';

describe('Server-Sent Events parsing', () => {
  it('reads id, event and data; skips comments; keeps an unfinished message for the next chunk', () => {
    const { mensajes, resto } = partirSse(
      'retry: 3000\n: desde 4\n\nid: 5\nevent: venta.nueva\ndata: {"a":1}\n\n: latido\n\nid: 6\nevent: chat.men',
    );
    expect(mensajes).toEqual([{ id: '5', evento: 'venta.nueva', datos: '{"a":1}' }]);
    expect(resto).toBe('id: 6\nevent: chat.men');
    expect(partirSse(`${resto}saje\ndata: x\r\ndata: y\r\n\r\n`).mensajes).toEqual([
      { id: '6', evento: 'chat.mensaje', datos: 'x\ny' },
    ]);
  });

  it('assembles messages split anywhere across chunks of a stream', async () => {
    const texto = 'id: 1\nevent: a\ndata: uno\n\nid: 2\nevent: b\ndata: dos\n\n';
    const bytes = new TextEncoder().encode(texto);
    const cuerpo = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 3) c.enqueue(bytes.slice(i, i + 3));
        c.close();
      },
    });
    const vistos: string[] = [];
    await leerSse(cuerpo, (m) => vistos.push(`${m.id}:${m.evento}:${m.datos}`));
    expect(vistos).toEqual(['1:a:uno', '2:b:dos']);
  });
});
