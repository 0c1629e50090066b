// Server-Sent Events over fetch (so the bearer token goes in a header, never in the URL): the
// text/event-stream format of the HTML standard, enough for our events (id, event, data).

export interface MensajeSse {
  id: string | undefined;
  evento: string;
  datos: string;
}

/** Splits a growing text into complete messages; returns them and what is left for the next chunk. */
export function partirSse(texto: string): { mensajes: MensajeSse[]; resto: string } {
  const mensajes: MensajeSse[] = [];
  const normal = texto.replace(/\r\n?/g, '\n');
  const bloques = normal.split('\n\n');
  const resto = bloques.pop() ?? '';
  for (const bloque of bloques) {
    let id: string | undefined;
    let evento = 'message';
    const datos: string[] = [];
    for (const linea of bloque.split('\n')) {
      if (linea === '' || linea.startsWith(':')) continue; // a comment (heartbeat)
      const dosPuntos = linea.indexOf(':');
      const campo = dosPuntos < 0 ? linea : linea.slice(0, dosPuntos);
      const valor = dosPuntos < 0 ? '' : linea.slice(dosPuntos + 1).replace(/^ /, '');
      if (campo === 'id') id = valor;
      else if (campo === 'event') evento = valor;
      else if (campo === 'data') datos.push(valor);
    }
    if (datos.length > 0) mensajes.push({ id, evento, datos: datos.join('\n') });
  }
  return { mensajes, resto };
}

/** Reads a stream to its end, handing each complete message over. */
export async function leerSse(cuerpo: ReadableStream<Uint8Array>, alMensaje: (m: MensajeSse) => void): Promise<void> {
  const lector = cuerpo.getReader();
  const decodificador = new TextDecoder();
  let pendiente = '';
  for (;;) {
    const { value, done } = await lector.read();
    if (done) return;
    const { mensajes, resto } = partirSse(pendiente + decodificador.decode(value, { stream: true }));
    pendiente = resto;
    for (const m of mensajes) alMensaje(m);
  }
}
