import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUTA_EVENTOS } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { VENTAS_VENDEDOR, ventasPrueba } from '../ventas/ventas-prueba';

// The live channel over a real socket (inject cannot stream): events arrive with their ids, and a
// reconnection with Last-Event-ID gets exactly what came after.

interface EventoSse {
  id: number;
  evento: string;
  datos: { id: number; tipo: string; datos: Record<string, unknown> };
}

/** Opens the stream and reads events as they come. */
async function abrir(base: string, headers: Record<string, string>) {
  const control = new AbortController();
  const res = await fetch(`${base}${RUTA_EVENTOS}`, { headers, signal: control.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const lector = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let resto = '';
  const pendientes: EventoSse[] = [];
  const siguiente = async (ms = 5000): Promise<EventoSse> => {
    const limite = Date.now() + ms;
    while (pendientes.length === 0) {
      if (Date.now() > limite) throw new Error('no llegó ningún evento');
      const { value, done } = await lector.read();
      if (done) throw new Error('el flujo terminó');
      resto += value;
      let corte: number;
      while ((corte = resto.indexOf('\n\n')) >= 0) {
        const bloque = resto.slice(0, corte);
        resto = resto.slice(corte + 2);
        const campos = Object.fromEntries(bloque.split('\n').filter((l) => !l.startsWith(':') && l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
        if (campos.data) pendientes.push({ id: Number(campos.id), evento: campos.event!, datos: JSON.parse(campos.data) });
      }
    }
    return pendientes.shift()!;
  };
  return { siguiente, cerrar: () => control.abort() };
}

describe('live events (Server-Sent Events)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir } = ventasPrueba(() => t);
  const auth = async (u: UsuarioPrueba) => (await t.auth(u)) as Record<string, string>;

  it('tells the seller of a new order and the buyer of a message, and resumes after Last-Event-ID', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Bombilla de alpaca', precio: 9000, stock: 5 }]);
    const vendedor = await abrir(base, await auth(s.vendedor));
    const venta = (await pedir(u, { emprendimientoId: s.id, items: [{ idProducto: s.productos[0]!, cantidad: 1 }], metodoPago: 'TRANSFERENCIA' })).body;
    const nueva = await vendedor.siguiente();
    expect(nueva).toMatchObject({ evento: 'venta.nueva', datos: { tipo: 'venta.nueva', datos: { ventaId: venta.id, numero: venta.numero, estado: 'pendiente' } } });
    vendedor.cerrar();

    const compra = await abrir(base, await auth(u));
    expect((await call(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/enviarMensaje/${venta.id}`, { mensaje: '¡Gracias por tu compra!' })).status).toBe(201);
    const primero = await compra.siguiente();
    expect(primero).toMatchObject({ evento: 'chat.mensaje', datos: { datos: { ventaId: venta.id, rol: 'vendedor' } } });
    expect(primero.id).toBeGreaterThan(nueva.id);
    compra.cerrar();

    // Offline meanwhile: the seller cancels and writes again.
    expect((await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/cancelar`, { motivo: 'Sin stock real' })).status).toBe(200);
    expect((await call(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/enviarMensaje/${venta.id}`, { mensaje: 'Perdón, te devolvemos todo.' })).status).toBe(201);

    const vuelta = await abrir(base, { ...(await auth(u)), 'last-event-id': String(primero.id) });
    const perdidos = [await vuelta.siguiente(), await vuelta.siguiente(), await vuelta.siguiente()];
    expect(perdidos.map((e) => e.evento)).toEqual(['venta.pago', 'venta.estado', 'chat.mensaje']);
    expect(perdidos.every((e) => e.id > primero.id)).toBe(true);
    expect(perdidos[1]!.datos.datos).toMatchObject({ estado: 'cancelado' });
    vuelta.cerrar();
  });

  it('refuses an anonymous stream', async () => {
    const res = await fetch(`${base}${RUTA_EVENTOS}`);
    expect(res.status).toBe(401);
    await res.body?.cancel();
  });
});

// Two API instances on PostgreSQL (loopback): a message sent through A reaches a client of B,
// through NOTIFY on commit and B's own LISTEN connection.
describe.skipIf(!process.env.DATABASE_URL)('live events across two API instances (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  beforeAll(async () => {
    a = await createTestApp({ seed: 'empty' });
    b = await createTestApp({ seed: 'empty', segundaInstancia: true });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  const { call, comprador, tienda, pedir } = ventasPrueba(() => a);

  it('a message sent through instance A reaches an SSE client of instance B', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Yerbera de lata', precio: 4000, stock: 5 }]);
    const venta = (await pedir(u, { emprendimientoId: s.id, items: [{ idProducto: s.productos[0]!, cantidad: 1 }], metodoPago: 'TRANSFERENCIA' })).body;
    const enB = await abrir(baseB, (await b.auth(u)) as Record<string, string>);
    expect((await call(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/enviarMensaje/${venta.id}`, { mensaje: 'Desde la instancia A' })).status).toBe(201);
    expect(await enB.siguiente()).toMatchObject({ evento: 'chat.mensaje', datos: { datos: { ventaId: venta.id, rol: 'vendedor' } } });
    enB.cerrar();
  });
});
