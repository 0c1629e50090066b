import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MENSAJES_POR_MINUTO, type HiloChat, type MensajeChat, type NoLeidos } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from '../ventas/ventas-prueba';

// The order chat: only the order's buyer and its shop's owner, plain text, limits, unread counts.

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE pedidos; --",
  '{{constructor.constructor("alert(1)")()}}',
];

describe('order chat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir } = ventasPrueba(() => t);

  async function pedido() {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Mate de madera', precio: 6000, stock: 5 }]);
    const venta = (
      await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
        metodoPago: 'TRANSFERENCIA',
      })
    ).body;
    return { u, s, venta };
  }
  const rutasComprador = (id: string) => `${VENTAS}/${id}/chat`;

  it('lets the buyer and the seller talk both ways, with read marks and unread counts', async () => {
    const { u, s, venta } = await pedido();
    const enviado = await call<MensajeChat>(u, 'POST', rutasComprador(venta.id), {
      mensaje: '  ¿Lo puedo retirar el sábado?\nGracias  ',
    });
    expect(enviado).toMatchObject({
      status: 201,
      body: { autorRol: 'comprador', propio: true, texto: '¿Lo puedo retirar el sábado?\nGracias', leido: false },
    });
    expect((await call<NoLeidos>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/chat/no-leidos`)).body).toEqual({
      total: 1,
      porVenta: { [venta.id]: 1 },
    });

    const hiloVendedor = await call<HiloChat>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/obtenerChatVenta/${venta.id}`);
    expect(hiloVendedor.body).toMatchObject({
      ventaId: venta.id,
      numero: venta.numero,
      interlocutor: venta.compradorNombre,
      mensajes: [{ propio: false, autorRol: 'comprador' }],
    });
    expect((await call<NoLeidos>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/chat/no-leidos`)).body.total).toBe(0);
    expect((await call<HiloChat>(u, 'GET', rutasComprador(venta.id))).body.mensajes[0]).toMatchObject({
      propio: true,
      leido: true,
    });

    expect(
      (await call(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/enviarMensaje/${venta.id}`, { mensaje: 'Sí, de 10 a 13.' }))
        .status,
    ).toBe(201);
    expect((await call<NoLeidos>(u, 'GET', `${VENTAS}/chat/no-leidos`)).body).toEqual({
      total: 1,
      porVenta: { [venta.id]: 1 },
    });
    const hilo = (await call<HiloChat>(u, 'GET', rutasComprador(venta.id))).body;
    expect(hilo.interlocutor).toBe(venta.emprendimientoNombre);
    expect(hilo.mensajes.map((m) => [m.autorRol, m.propio])).toEqual([
      ['comprador', true],
      ['vendedor', false],
    ]);
  });

  it('refuses the thread to anybody else, whatever id is sent', async () => {
    const { venta } = await pedido();
    const otroComprador = await comprador();
    const otroVendedor = (await tienda([])).vendedor;
    const admin: UsuarioPrueba = { sub: randomUUID(), roles: ['admin'] };
    for (const [quien, metodo, url] of [
      [otroComprador, 'GET', rutasComprador(venta.id)],
      [otroComprador, 'POST', rutasComprador(venta.id)],
      [otroVendedor, 'GET', `${VENTAS_VENDEDOR}/obtenerChatVenta/${venta.id}`],
      [otroVendedor, 'POST', `${VENTAS_VENDEDOR}/enviarMensaje/${venta.id}`],
      [otroComprador, 'GET', rutasComprador(randomUUID())],
    ] as const) {
      expect(
        (await call(quien, metodo, url, metodo === 'POST' ? { mensaje: 'hola' } : undefined)).status,
        `${metodo} ${url}`,
      ).toBe(404);
    }
    expect((await call(admin, 'GET', rutasComprador(venta.id))).status).toBe(403);
    expect((await call(admin, 'GET', `${VENTAS_VENDEDOR}/obtenerChatVenta/${venta.id}`)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: rutasComprador(venta.id) })).statusCode).toBe(401);
  });

  it('stores an XSS corpus and returns it verbatim as text; refuses empty and over-long messages', async () => {
    const { u, venta } = await pedido();
    for (const texto of XSS)
      expect((await call(u, 'POST', rutasComprador(venta.id), { mensaje: texto })).status).toBe(201);
    expect((await call<HiloChat>(u, 'GET', rutasComprador(venta.id))).body.mensajes.map((m) => m.texto)).toEqual(XSS);
    expect(await call(u, 'POST', rutasComprador(venta.id), { mensaje: '   ' })).toMatchObject({
      status: 400,
      body: { mensaje: 'Escribí un mensaje' },
    });
    expect((await call(u, 'POST', rutasComprador(venta.id), { mensaje: 'a'.repeat(2000) })).status).toBe(201);
    expect(await call(u, 'POST', rutasComprador(venta.id), { mensaje: 'a'.repeat(2001) })).toMatchObject({
      status: 400,
      body: { mensaje: 'El mensaje puede tener hasta 2000 caracteres' },
    });
  });

  it(`answers 429 after ${CHAT_MENSAJES_POR_MINUTO} messages a minute`, async () => {
    const { u, venta } = await pedido();
    for (let i = 0; i < CHAT_MENSAJES_POR_MINUTO; i++)
      expect((await call(u, 'POST', rutasComprador(venta.id), { mensaje: `mensaje ${i}` })).status).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: rutasComprador(venta.id),
      headers: await t.auth(u),
      payload: { mensaje: 'uno más' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      codigo: 'CHAT_DEMASIADOS_MENSAJES',
      mensaje: 'Mandaste muchos mensajes seguidos. Esperá un minuto y probá de nuevo.',
    });
    expect(res.headers['retry-after']).toBe('60');
  });

  it(`accepts exactly ${CHAT_MENSAJES_POR_MINUTO} of 60 messages sent at once`, async () => {
    const { u, venta } = await pedido();
    const headers = await t.auth(u);
    const enviados = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({ method: 'POST', url: rutasComprador(venta.id), headers, payload: { mensaje: `a la vez ${i}` } }),
      ),
    );
    const estados = enviados.map((r) => r.statusCode);
    expect(estados.filter((s) => s === 201)).toHaveLength(CHAT_MENSAJES_POR_MINUTO);
    expect(estados.filter((s) => s === 429)).toHaveLength(60 - CHAT_MENSAJES_POR_MINUTO);
    expect((await call<HiloChat>(u, 'GET', rutasComprador(venta.id))).body.mensajes).toHaveLength(
      CHAT_MENSAJES_POR_MINUTO,
    );
  });
});
