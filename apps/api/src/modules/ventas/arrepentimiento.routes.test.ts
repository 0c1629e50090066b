import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARREPENTIMIENTOS_POR_HORA,
  MENSAJES_ARREPENTIMIENTO,
  type ArrepentimientoRespuesta,
  type Venta,
} from '@feria/contracts';
import { secretoDeFirma } from '../../lib/secreto-firma';
import { queryRows } from '../../db/sql';
import { ventas } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing';
import { TRABAJO_CORREO } from '../correo/correo.service';
import { contarPendientes } from '../trabajos/trabajos';
import { contarTrabajos, datosDeTrabajos } from '../trabajos/trabajos.test-support';
import { despacharPendientes, eventosDeVenta } from '../eventos/eventos';
import { REACCIONES } from '../../reacciones';
import { confirmarArrepentimiento, pedirArrepentimiento } from './arrepentimiento';
import { firmarPedido } from './arrepentimiento-enlace';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// 'Botón de arrepentimiento' (Resolución 424/2020), in two steps (decision 061): the public form
// answers the same 202 for every order and writes nothing; a matching order's buyer gets a signed
// link by mail; opening it records the request (code, the seller's history, both mails), once.
// The mails react to each step's event: every call here is followed by the dispatch, as the worker
// does right after the response (docs/producto/eventos.md#reacciones).

const URL = '/api/v1/public/core/arrepentimiento';
const CONFIRMAR = `${URL}/confirmar`;
const DIA = 86_400_000;
const HORA = 3_600_000;
const ENVIADO = { status: 202, body: { mensaje: MENSAJES_ARREPENTIMIENTO.enviado } };

/** Each test calls from an address of its own: the form's limit is per connection. */
let ultimaIp = 0;
const ipNueva = () => `10.0.0.${++ultimaIp}`;

describe('Botón de arrepentimiento', () => {
  let t: TestApp;
  let secreto: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    secreto = secretoDeFirma(t.config);
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir, pagar, notificado } = ventasPrueba(() => t);

  const post = async <T>(url: string, body: Record<string, unknown>, ip: string) => {
    const res = await t.app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });
    await despacharPendientes(t.db, REACCIONES);
    return {
      status: res.statusCode,
      body: res.json<T & { mensaje?: string; codigo?: string }>(),
      headers: res.headers,
    };
  };
  const enviar = (body: Record<string, unknown>, ip: string) => post<Record<string, unknown>>(URL, body, ip);
  const confirmar = (token: string, ip = ipNueva()) => post<ArrepentimientoRespuesta>(CONFIRMAR, { token }, ip);
  const emailDe = async (id: string) =>
    (await t.db.select({ email: ventas.compradorEmail }).from(ventas).where(eq(ventas.id, id)))[0]!.email;

  /** What the form could have written: requests, history entries, queued jobs (mails, event dispatches). */
  const filas = async () => {
    const [n] = await queryRows<{ solicitudes: number; eventos: number }>(
      t.db,
      sql`select (select count(*)::int from app.solicitudes_arrepentimiento) as solicitudes,
                 (select count(*)::int from app.venta_eventos) as eventos`,
    );
    return { ...n!, trabajos: await contarTrabajos(t.db) };
  };
  /** The confirmation mails queued for an address, newest last, with the token of their link. */
  const enlacesPara = async (email: string) =>
    (await datosDeTrabajos(t.db, TRABAJO_CORREO, { plantilla: 'arrepentimiento-confirmar', para: email })).map((d) =>
      String((d['datos'] as Record<string, unknown>)['token']),
    );

  const pedidoPorTransferencia = async (nombre: string) => {
    const u = await comprador();
    const s = await tienda([{ nombre, precio: 9000, stock: 3 }]);
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(r.status).toBe(201);
    return { u, s, venta: r.body, email: await emailDe(r.body.id) };
  };

  it('answers the same 202 for an existing, a missing, a wrong-e-mail and a cancelled order, and writes nothing', async () => {
    const { venta, email } = await pedidoPorTransferencia('Mate de calabaza');
    const otra = await pedidoPorTransferencia('Bombilla');
    expect((await call(otra.u, 'PUT', `${VENTAS}/${otra.venta.id}/cancelar`, {})).status).toBeLessThan(300);
    const ip = ipNueva();

    const antes = await filas();
    const existente = await enviar(
      { numeroPedido: venta.numero, email, nombre: 'Lucía Gómez', motivo: 'Me equivoqué de color' },
      ip,
    );
    const faltante = await enviar(
      { numeroPedido: venta.numero + 100_000, email: 'otra@prueba.feria.ar', nombre: 'Lucía Gómez' },
      ipNueva(),
    );
    const otroCorreo = await enviar(
      { numeroPedido: venta.numero, email: 'otra@prueba.feria.ar', nombre: 'Lucía Gómez' },
      ipNueva(),
    );
    const cancelado = await enviar({ numeroPedido: otra.venta.numero, email: otra.email, nombre: 'Ana' }, ipNueva());
    for (const r of [existente, faltante, otroCorreo, cancelado]) {
      expect({ status: r.status, body: r.body }).toEqual(ENVIADO);
      // No shop, no code, no order number: nothing that tells one answer from another.
      expect(JSON.stringify(r.body)).not.toMatch(/ARR-|Tienda|#\d/);
    }
    // The only rows written are, for each of the two matching orders, its event (with the job
    // that dispatches it) and the confirmation mail; no request, no history entry, no mail to a seller.
    const despues = await filas();
    expect(despues).toEqual({ ...antes, trabajos: antes.trabajos + 4 });
    for (const id of [venta.id, otra.venta.id])
      expect((await eventosDeVenta(t.db, id)).filter((e) => e.tipo === 'ArrepentimientoPorConfirmar')).toHaveLength(1);
    expect(await enlacesPara(email)).toHaveLength(1);
    expect(await enlacesPara(otra.email)).toHaveLength(1);
    expect(await enlacesPara('otra@prueba.feria.ar')).toEqual([]);
    expect(await contarPendientes(t.db, TRABAJO_CORREO, { plantilla: 'arrepentimiento-vendedor' })).toBe(0);

    // The form still checks what it is sent.
    expect((await enviar({ numeroPedido: 'x', email, nombre: 'Ana' }, ip)).status).toBe(400);
    expect(
      (await enviar({ numeroPedido: venta.numero, email: 'no-es-un-correo', nombre: 'Ana' }, ip)).body.mensaje,
    ).toBe(MENSAJES_ARREPENTIMIENTO.email);
  });

  it('sends the link only to the order’s address, and opening it records the request once: the code, the shop, the history and both mails', async () => {
    const { s, venta, email } = await pedidoPorTransferencia('Termo');
    expect(
      await enviar(
        {
          numeroPedido: venta.numero,
          email: `  ${email.toUpperCase()} `,
          nombre: 'Lucía Gómez',
          motivo: 'Me equivoqué de color',
        },
        ipNueva(),
      ),
    ).toMatchObject(ENVIADO);
    const [token] = await enlacesPara(email);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    // Until the link is opened the seller sees nothing (the same path as the list: decision 030).
    const historial = async () =>
      (await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${venta.id}`)).body.historial.filter(
        (h) => h.estado === 'arrepentimiento',
      );
    expect(await historial()).toEqual([]);

    const primera = await confirmar(token!);
    expect(primera.status).toBe(200);
    expect(primera.body).toMatchObject({
      codigo: expect.stringMatching(/^ARR-[0-9A-Z]{6}$/),
      numeroPedido: venta.numero,
      emprendimientoNombre: expect.stringMatching(/^Tienda /),
      nueva: true,
    });
    // Idempotent: the same link again (a reload, a second tab) answers the same code and sends nothing more.
    const segunda = await confirmar(token!);
    expect(segunda.status).toBe(200);
    expect(segunda.body).toMatchObject({ codigo: primera.body.codigo, nueva: false });
    const mail = {
      para: email,
      plantilla: 'arrepentimiento-comprador',
      datos: { codigo: primera.body.codigo, saludo: 'Lucía Gómez' },
    };
    expect(await contarPendientes(t.db, TRABAJO_CORREO, mail)).toBe(1);
    expect(
      await contarPendientes(t.db, TRABAJO_CORREO, {
        plantilla: 'arrepentimiento-vendedor',
        datos: { codigo: primera.body.codigo },
      }),
    ).toBe(1);

    // A second form for the same order sends a new link, which answers the request that exists.
    await enviar({ numeroPedido: venta.numero, email, nombre: 'Lucía Gómez' }, ipNueva());
    const enlaces = await enlacesPara(email);
    expect(enlaces).toHaveLength(2);
    expect((await confirmar(enlaces[1]!)).body).toMatchObject({ codigo: primera.body.codigo, nueva: false });

    expect(await historial()).toEqual([
      expect.objectContaining({ actor: 'comprador', detalle: expect.stringContaining(primera.body.codigo) }),
    ]);
  });

  it('a cancelled order says why when its link is opened, and records nothing', async () => {
    const { u, venta, email } = await pedidoPorTransferencia('Yerba');
    await enviar({ numeroPedido: venta.numero, email, nombre: 'Ana' }, ipNueva());
    expect((await call(u, 'PUT', `${VENTAS}/${venta.id}/cancelar`, {})).status).toBeLessThan(300);
    const antes = await filas();
    expect(await confirmar((await enlacesPara(email))[0]!)).toMatchObject({
      status: 409,
      body: { codigo: 'ARREPENTIMIENTO_PEDIDO_CANCELADO', mensaje: MENSAJES_ARREPENTIMIENTO.cancelado },
    });
    expect(await filas()).toEqual(antes);
  });

  it('refuses a tampered link, one signed with another key and an expired one', async () => {
    const { venta, email } = await pedidoPorTransferencia('Vaso');
    const otra = await pedidoPorTransferencia('Plato');
    await enviar({ numeroPedido: venta.numero, email, nombre: 'Ana' }, ipNueva());
    const [token] = await enlacesPara(email);
    const [datos, firma] = token!.split('.') as [string, string];
    const invalido = {
      status: 404,
      body: { codigo: 'ARREPENTIMIENTO_ENLACE_INVALIDO', mensaje: MENSAJES_ARREPENTIMIENTO.enlaceInvalido },
    };

    // Another order's id in the payload, the signature kept.
    const cambiado = Buffer.from(
      Buffer.from(datos, 'base64url').toString('utf8').replace(venta.id, otra.venta.id),
    ).toString('base64url');
    expect(cambiado).not.toBe(datos);
    const antes = await filas();
    expect(await confirmar(`${cambiado}.${firma}`)).toMatchObject(invalido);
    expect(await confirmar(`${datos}.${firma.slice(0, -2)}AA`)).toMatchObject(invalido);
    expect(await confirmar(`${datos}.${firma}.x`)).toMatchObject({
      status: 400,
      body: { mensaje: MENSAJES_ARREPENTIMIENTO.enlaceInvalido },
    });
    const pedido = {
      ventaId: otra.venta.id,
      email: otra.email,
      nombre: 'Ana',
      motivo: null,
      pedidoEn: new Date(),
      venceEn: new Date(Date.now() + HORA),
    };
    expect(await confirmar(firmarPedido('otra-clave-que-no-es-la-del-servidor-0123456789', pedido))).toMatchObject(
      invalido,
    );
    // Signed by the server but past its 24 hours.
    const vencido = firmarPedido(secreto, {
      ...pedido,
      pedidoEn: new Date(Date.now() - 25 * HORA),
      venceEn: new Date(Date.now() - HORA),
    });
    expect(await confirmar(vencido)).toMatchObject({
      status: 410,
      body: { codigo: 'ARREPENTIMIENTO_ENLACE_VENCIDO', mensaje: MENSAJES_ARREPENTIMIENTO.enlaceVencido },
    });
    await expect(
      confirmarArrepentimiento({ db: t.db } as never, secreto, token!, new Date(Date.now() + 25 * HORA)),
    ).rejects.toMatchObject({ codigo: 'ARREPENTIMIENTO_ENLACE_VENCIDO' });
    expect(await filas()).toEqual(antes);
  });

  it('limits the form to a handful an hour per connection and per e-mail address', async () => {
    const ip = ipNueva();
    const { venta, email } = await pedidoPorTransferencia('Taza');
    for (let i = 0; i < ARREPENTIMIENTOS_POR_HORA; i++) {
      expect(
        await enviar({ numeroPedido: venta.numero + 1000 + i, email: `nadie${i}@prueba.feria.ar`, nombre: 'Ana' }, ip),
      ).toMatchObject(ENVIADO);
    }
    const tope = await enviar({ numeroPedido: venta.numero, email, nombre: 'Ana' }, ip);
    expect(tope).toMatchObject({
      status: 429,
      body: { codigo: 'ARREPENTIMIENTO_DEMASIADOS', mensaje: MENSAJES_ARREPENTIMIENTO.demasiados },
    });
    expect(Number(tope.headers['retry-after'])).toBeGreaterThan(3000);
    // Beyond the limit nothing is looked up: no link for the order that matched.
    expect(await enlacesPara(email)).toEqual([]);

    // One address from many connections: the same handful.
    const correo = 'buscada@prueba.feria.ar';
    for (let i = 0; i < ARREPENTIMIENTOS_POR_HORA; i++)
      expect(await enviar({ numeroPedido: 500 + i, email: correo, nombre: 'Ana' }, ipNueva())).toMatchObject(ENVIADO);
    expect(await enviar({ numeroPedido: 600, email: correo.toUpperCase(), nombre: 'Ana' }, ipNueva())).toMatchObject({
      status: 429,
      body: { codigo: 'ARREPENTIMIENTO_DEMASIADOS' },
    });
    // Another address from a fresh connection is not affected.
    expect(
      await enviar({ numeroPedido: 600, email: 'otra.persona@prueba.feria.ar', nombre: 'Ana' }, ipNueva()),
    ).toMatchObject(ENVIADO);
  });

  it('keeps its own limit when the global limiter is on too', async () => {
    const conGlobal = await createTestApp({ seed: 'empty', env: { RATE_LIMIT_MAX: '600' } });
    try {
      const enviarA = (i: number) =>
        conGlobal.app.inject({
          method: 'POST',
          url: URL,
          payload: { numeroPedido: 700 + i, email: `global${i}@prueba.feria.ar`, nombre: 'Ana' },
          remoteAddress: '10.9.9.9',
        });
      for (let i = 0; i < ARREPENTIMIENTOS_POR_HORA; i++) expect((await enviarA(i)).statusCode).toBe(202);
      const tope = await enviarA(99);
      expect(tope.statusCode).toBe(429);
      expect(tope.json()).toMatchObject({ codigo: 'ARREPENTIMIENTO_DEMASIADOS' });
    } finally {
      await conGlobal.close();
    }
  });

  it('a delivered order: a form within 10 days of delivery counts, even confirmed later; after them it is late', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Termo', precio: 30000, stock: 3 }]);
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'MERCADO_PAGO',
    });
    const vuelta = await pagar(r.body.pago.urlPago!, 'aprobar');
    await notificado(vuelta.searchParams.get('payment_id')!);
    for (const estado of ['preparando', 'listo', 'completado'])
      expect((await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${r.body.id}/estado`, { estado })).status).toBe(200);
    const email = await emailDe(r.body.id);
    const datos = { numeroPedido: r.body.numero, email, nombre: 'Pablo' };
    const ctx = { db: t.db } as never;

    const tarde = new Date(Date.now() + 11 * DIA);
    await pedirArrepentimiento(ctx, secreto, datos, tarde);
    await despacharPendientes(t.db, REACCIONES);
    await expect(
      confirmarArrepentimiento(ctx, secreto, (await enlacesPara(email)).at(-1)!, new Date(tarde.getTime() + 60_000)),
    ).rejects.toMatchObject({ codigo: 'ARREPENTIMIENTO_PLAZO_VENCIDO' });

    // Sent on day 9 and a half, opened 20 hours later (past day 10): the form was in time.
    const aTiempo = new Date(Date.now() + 9.5 * DIA);
    await pedirArrepentimiento(ctx, secreto, datos, aTiempo);
    await despacharPendientes(t.db, REACCIONES);
    const hecho = await confirmarArrepentimiento(
      ctx,
      secreto,
      (await enlacesPara(email)).at(-1)!,
      new Date(aTiempo.getTime() + 20 * HORA),
    );
    expect(hecho).toMatchObject({ numeroPedido: r.body.numero, nueva: true });
  });
});
