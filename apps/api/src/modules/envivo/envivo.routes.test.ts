import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '@feria/identity';
import { login, logout, TestBrowser } from '@feria/identity/testing';
import { ERRORES, RUTA_EVENTOS, type Rol } from '@feria/contracts';
import { buildApp } from '../../app';
import { bearer, createTestApp, cuentaPrueba, testTokenKeys, type TestApp, type UsuarioPrueba } from '../../testing';
import { VENTAS_VENDEDOR, ventasPrueba } from '../ventas/ventas-prueba';
import { MAX_FLUJOS_POR_USUARIO } from './conexiones';

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
        const campos = Object.fromEntries(
          bloque
            .split('\n')
            .filter((l) => !l.startsWith(':') && l.includes(':'))
            .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
        );
        if (campos.data)
          pendientes.push({ id: Number(campos.id), evento: campos.event!, datos: JSON.parse(campos.data) });
      }
    }
    return pendientes.shift()!;
  };
  /** Whether the server ends the stream within `ms` (events meanwhile are skipped). */
  const termina = async (ms = 5000): Promise<boolean> => {
    const limite = Date.now() + ms;
    for (;;) {
      let reloj: NodeJS.Timeout | undefined;
      const tiempo = new Promise<'tiempo'>(
        (ok) => (reloj = setTimeout(() => ok('tiempo'), Math.max(0, limite - Date.now()))),
      );
      const r = await Promise.race([lector.read(), tiempo]).finally(() => clearTimeout(reloj));
      if (r === 'tiempo') return false;
      if (r.done) return true;
    }
  };
  return { siguiente, termina, cerrar: () => control.abort() };
}

const ADMIN_USUARIOS = '/api/admin/v1/usuarios';
const usuario = (roles: Rol[]): UsuarioPrueba => ({ sub: randomUUID(), roles });

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
    const venta = (
      await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
        metodoPago: 'TRANSFERENCIA',
      })
    ).body;
    const nueva = await vendedor.siguiente();
    expect(nueva).toMatchObject({
      evento: 'venta.nueva',
      datos: { tipo: 'venta.nueva', datos: { ventaId: venta.id, numero: venta.numero, estado: 'pendiente' } },
    });
    vendedor.cerrar();

    const compra = await abrir(base, await auth(u));
    expect(
      (
        await call(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/enviarMensaje/${venta.id}`, {
          mensaje: '¡Gracias por tu compra!',
        })
      ).status,
    ).toBe(201);
    const primero = await compra.siguiente();
    expect(primero).toMatchObject({ evento: 'chat.mensaje', datos: { datos: { ventaId: venta.id, rol: 'vendedor' } } });
    expect(primero.id).toBeGreaterThan(nueva.id);
    compra.cerrar();

    // Offline meanwhile: the seller cancels and writes again.
    expect(
      (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/cancelar`, { motivo: 'Sin stock real' })).status,
    ).toBe(200);
    expect(
      (
        await call(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/enviarMensaje/${venta.id}`, {
          mensaje: 'Perdón, te devolvemos todo.',
        })
      ).status,
    ).toBe(201);

    const vuelta = await abrir(base, { ...(await auth(u)), 'last-event-id': String(primero.id) });
    const perdidos = [await vuelta.siguiente(), await vuelta.siguiente(), await vuelta.siguiente()];
    expect(perdidos.map((e) => e.evento)).toEqual(['venta.pago', 'venta.estado', 'chat.mensaje']);
    expect(perdidos.every((e) => e.id > primero.id)).toBe(true);
    expect(perdidos[1]!.datos.datos).toMatchObject({ estado: 'cancelado' });
    vuelta.cerrar();
  });

  it("ends a user's open streams as soon as an admin disables the account; other users' streams go on", async () => {
    const u = usuario(['comprador']);
    const otro = usuario(['comprador']);
    const [uno, dos, ajeno] = await Promise.all([
      abrir(base, await auth(u)),
      abrir(base, await auth(u)),
      abrir(base, await auth(otro)),
    ]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${ADMIN_USUARIOS}/${u.sub}`,
      headers: await t.auth(usuario(['admin'])),
      payload: { habilitado: false },
    });
    expect(res.statusCode).toBe(200);
    expect(await uno.termina()).toBe(true);
    expect(await dos.termina()).toBe(true);
    expect(await ajeno.termina(500)).toBe(false);
    ajeno.cerrar();
    // The client's reconnection with the same token is refused.
    const otraVez = await fetch(`${base}${RUTA_EVENTOS}`, { headers: await auth(u) });
    expect(otraVez.status).toBe(401);
    await otraVez.body?.cancel();
  });

  it('ends a stream when the token it was opened with expires (the web reconnects with a fresh one)', async () => {
    const u = usuario(['emprendedor']);
    const corto = await abrir(base, bearer(await t.token(u, { expiresInSec: 2 })));
    const largo = await abrir(base, await auth(u));
    expect(await corto.termina(10_000)).toBe(true);
    expect(await largo.termina(500)).toBe(false);
    largo.cerrar();
  });

  it(`opens at most ${MAX_FLUJOS_POR_USUARIO} streams per user at once: the rest get 429 with the catalogue's text`, async () => {
    const u = usuario(['comprador']);
    const headers = await auth(u);
    const controles = Array.from({ length: MAX_FLUJOS_POR_USUARIO + 5 }, () => new AbortController());
    const respuestas = await Promise.all(
      controles.map((c) => fetch(`${base}${RUTA_EVENTOS}`, { headers, signal: c.signal })),
    );
    const abiertas = respuestas.filter((r) => r.status === 200);
    const rechazadas = respuestas.filter((r) => r.status === 429);
    expect(abiertas).toHaveLength(MAX_FLUJOS_POR_USUARIO);
    expect(rechazadas).toHaveLength(5);
    expect(await rechazadas[0]!.json()).toEqual({
      codigo: 'EVENTOS_DEMASIADAS_CONEXIONES',
      mensaje: ERRORES.EVENTOS_DEMASIADAS_CONEXIONES.mensaje,
    });
    expect(rechazadas[0]!.headers.get('retry-after')).toBe('30');
    await Promise.all(rechazadas.slice(1).map((r) => r.body?.cancel()));
    // Another user is not affected.
    const ajeno = await abrir(base, await auth(usuario(['comprador'])));
    ajeno.cerrar();
    // A stream the client closes frees its place.
    controles[respuestas.indexOf(abiertas[0]!)]!.abort();
    await expect
      .poll(
        async () => {
          const r = await fetch(`${base}${RUTA_EVENTOS}`, { headers });
          await r.body?.cancel();
          return r.status;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(200);
    for (const c of controles) c.abort();
  });

  it('refuses an anonymous stream', async () => {
    const res = await fetch(`${base}${RUTA_EVENTOS}`);
    expect(res.status).toBe(401);
    await res.body?.cancel();
  });
});

describe('live events end with the session that opened them', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // Tokens from a real login through the embedded identity server, checked with its keys.
    t = await createTestApp({ seed: 'empty', tokenKeys: 'config' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it("a logout ends that session's streams at once; the same person's other session keeps its stream", async () => {
    const cuenta = cuentaPrueba('Lola', ['comprador']);
    await seedDemoAccounts(t.db, [cuenta]);
    const [navegador, telefono] = [new TestBrowser(t.app), new TestBrowser(t.app)];
    const enNavegador = await login(navegador, cuenta.email, cuenta.password);
    const enTelefono = await login(telefono, cuenta.email, cuenta.password);
    const cerrada = await abrir(base, bearer(enNavegador.access_token));
    const sigue = await abrir(base, bearer(enTelefono.access_token));

    expect(await logout(navegador, enNavegador.id_token)).toBe(303);

    expect(await cerrada.termina()).toBe(true);
    expect(await sigue.termina(500)).toBe(false);
    sigue.cerrar();
  });
});

// Two API instances on one database (two apps on one PGlite, or two pools on PostgreSQL): an admin's
// change through A ends the streams of B, told by the account state's NOTIFY.
describe('live events across API instances: account changes', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseB: string;
  beforeAll(async () => {
    a = await createTestApp({ seed: 'empty' });
    b = await buildApp({ config: a.config, db: a.db, tokenKeys: testTokenKeys, trabajador: false });
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('disabling an account through instance A ends its streams on instance B', async () => {
    const u = usuario(['emprendedor']);
    const enB = await abrir(baseB, bearer(await a.token(u)));
    const res = await a.app.inject({
      method: 'PATCH',
      url: `${ADMIN_USUARIOS}/${u.sub}`,
      headers: await a.auth(usuario(['admin'])),
      payload: { habilitado: false },
    });
    expect(res.statusCode).toBe(200);
    expect(await enB.termina()).toBe(true);
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
    const venta = (
      await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
        metodoPago: 'TRANSFERENCIA',
      })
    ).body;
    const enB = await abrir(baseB, (await b.auth(u)) as Record<string, string>);
    expect(
      (
        await call(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/enviarMensaje/${venta.id}`, {
          mensaje: 'Desde la instancia A',
        })
      ).status,
    ).toBe(201);
    expect(await enB.siguiente()).toMatchObject({
      evento: 'chat.mensaje',
      datos: { datos: { ventaId: venta.id, rol: 'vendedor' } },
    });
    enB.cerrar();
  });
});
