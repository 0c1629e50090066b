import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '@feria/identity';
import { MENSAJES_NOTIFICACIONES, type PreferenciaAviso, type SuscripcionPush, type Venta } from '@feria/contracts';
import {
  createTestApp,
  crearEmprendimiento,
  crearProducto,
  cuentaPrueba,
  type TestApp,
  type UsuarioPrueba,
} from '../../testing';
import {
  TRABAJO_CORREO,
  darDeBajaMailsChat,
  recibeMailsChat,
  tokenDeBaja,
  tokenRecibeMailsChat,
} from '../correo/correo.service';
import { eventosDeVenta } from '../eventos/eventos';
import { datosDeTrabajos } from '../trabajos/trabajos.test-support';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from '../ventas/ventas-prueba';
import { TRABAJO_PUSH, encolarPush } from './avisos';
import { pushVentaNueva } from './reacciones';
import { endpointAdmitido } from './suscripciones';
import { navegador } from './receptor-push.test-support';

// docs/producto/notificaciones.md: a device's subscription (per browser, re-owned by the last
// account, removed idempotently), the preferences per kind of notice and what they stop, and the
// pushes an order's events queue.

const SUSCRIPCIONES = '/api/v1/push/suscripciones';
const PREFERENCIAS = '/api/v1/notificaciones/preferencias';
const LOCAL = 'https://127.0.0.1:19899';
const vendedora = (): UsuarioPrueba => ({ sub: randomUUID(), roles: ['emprendedor'] });
const compradora = (): UsuarioPrueba => ({ sub: randomUUID(), roles: ['comprador'] });

describe('push subscriptions and notice preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, pedir } = ventasPrueba(() => t);
  const dispositivos = async (u: UsuarioPrueba) =>
    (await call<SuscripcionPush[]>(u, 'GET', SUSCRIPCIONES)).body.map((s) => s.endpoint);
  /** The push jobs queued for a user, by kind. */
  const pushes = async (userId: string) =>
    (await datosDeTrabajos(t.db, TRABAJO_PUSH, { userId })).map((d) => d['aviso'] as { clase: string; url: string });

  it('is for signed-in buyers and sellers only', async () => {
    const anonimo = await t.app.inject({ method: 'GET', url: SUSCRIPCIONES });
    expect(anonimo.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: PREFERENCIAS })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/push/clave-publica' })).statusCode).toBe(401);
    const admin: UsuarioPrueba = { sub: randomUUID(), roles: ['admin'] };
    expect((await call(admin, 'GET', SUSCRIPCIONES)).status).toBe(403);
  });

  it('gives one public key, the same on every call', async () => {
    const a = (await call<{ clave: string }>(compradora(), 'GET', '/api/v1/push/clave-publica')).body.clave;
    const b = (await call<{ clave: string }>(vendedora(), 'GET', '/api/v1/push/clave-publica')).body.clave;
    expect(a).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(a, 'base64url')[0]).toBe(4);
    expect(b).toBe(a);
  });

  it('keeps one subscription per browser: a second opt-in updates it, another account takes it over, a removal is idempotent', async () => {
    const ana = vendedora();
    const beto = compradora();
    const [telefono, compu] = [navegador(LOCAL), navegador(LOCAL)];
    const creada = await call<SuscripcionPush>(ana, 'POST', SUSCRIPCIONES, {
      ...telefono.suscripcion,
      dispositivo: 'Chrome en Android',
    });
    expect(creada).toMatchObject({
      status: 201,
      body: { endpoint: telefono.suscripcion.endpoint, dispositivo: 'Chrome en Android', ultimoEnvioEn: null },
    });
    expect((await call(ana, 'POST', SUSCRIPCIONES, compu.suscripcion)).status).toBe(201);
    // The same browser again, with new keys: still one row.
    const otraVez = navegador(LOCAL);
    expect(
      (await call(ana, 'POST', SUSCRIPCIONES, { ...otraVez.suscripcion, endpoint: telefono.suscripcion.endpoint }))
        .status,
    ).toBe(201);
    expect((await dispositivos(ana)).sort()).toEqual(
      [telefono.suscripcion.endpoint, compu.suscripcion.endpoint].sort(),
    );
    // Beto signs in on Ana's phone and opts in: the phone is his now.
    expect((await call(beto, 'POST', SUSCRIPCIONES, { ...telefono.suscripcion })).status).toBe(201);
    expect(await dispositivos(ana)).toEqual([compu.suscripcion.endpoint]);
    expect(await dispositivos(beto)).toEqual([telefono.suscripcion.endpoint]);
    // Ana cannot remove Beto's; Beto removes his, twice.
    expect((await call(ana, 'DELETE', SUSCRIPCIONES, { endpoint: telefono.suscripcion.endpoint })).status).toBe(204);
    expect(await dispositivos(beto)).toEqual([telefono.suscripcion.endpoint]);
    expect((await call(beto, 'DELETE', SUSCRIPCIONES, { endpoint: telefono.suscripcion.endpoint })).status).toBe(204);
    expect((await call(beto, 'DELETE', SUSCRIPCIONES, { endpoint: telefono.suscripcion.endpoint })).status).toBe(204);
    expect(await dispositivos(beto)).toEqual([]);
  });

  it('refuses an endpoint that is not a push service on the internet, and keys that are not a P-256 point', async () => {
    const u = compradora();
    const { suscripcion } = navegador(LOCAL);
    for (const endpoint of [
      'http://push.example.com/x',
      'https://10.0.0.8/x',
      'https://intranet/x',
      'https://[fd00::1]/x',
    ]) {
      expect(await call(u, 'POST', SUSCRIPCIONES, { ...suscripcion, endpoint }), endpoint).toMatchObject({
        status: 400,
        body: { codigo: 'PUSH_ENDPOINT_INVALIDO', campo: 'endpoint' },
      });
    }
    expect(
      await call(u, 'POST', SUSCRIPCIONES, { ...suscripcion, endpoint: 'ftp://push.example.com/x' }),
    ).toMatchObject({ status: 400, body: { codigo: 'VALIDACION', mensaje: MENSAJES_NOTIFICACIONES.endpointInvalido } });
    const fuera = Buffer.alloc(65, 7);
    fuera[0] = 4;
    expect(
      await call(u, 'POST', SUSCRIPCIONES, {
        ...suscripcion,
        keys: { ...suscripcion.keys, p256dh: fuera.toString('base64url') },
      }),
    ).toMatchObject({ status: 400, body: { codigo: 'VALIDACION', campo: 'keys' } });
    expect(await dispositivos(u)).toEqual([]);
    // Production: loopback is refused too; a real push service passes.
    expect(endpointAdmitido(`${LOCAL}/x`, { permitirLoopback: false })).toBe(false);
    expect(endpointAdmitido('http://localhost:8080/x', { permitirLoopback: true })).toBe(true);
    expect(endpointAdmitido('https://fcm.googleapis.com/fcm/send/abc', { permitirLoopback: false })).toBe(true);
    expect(endpointAdmitido('https://user:pw@fcm.googleapis.com/x', { permitirLoopback: false })).toBe(false);
  });

  it("lists the kinds of the caller's roles, all on until chosen, and saves a choice per kind", async () => {
    const u = compradora();
    const todas = (clases: string[]) => clases.map((clase) => ({ clase, correo: true, push: true }));
    // The abandoned-cart reminder is the one kind off until chosen, and e-mail only.
    expect((await call(u, 'GET', PREFERENCIAS)).body).toEqual([
      ...todas(['mensaje_chat', 'pedido_estado', 'pregunta_respuesta', 'alerta']),
      { clase: 'carrito_abandonado', correo: false, push: false },
    ]);
    expect((await call(vendedora(), 'GET', PREFERENCIAS)).body).toEqual(
      todas(['venta_nueva', 'pago_aprobado', 'pregunta_nueva', 'mensaje_chat']),
    );
    const guardado = await call<PreferenciaAviso[]>(u, 'PUT', PREFERENCIAS, {
      preferencias: [{ clase: 'pedido_estado', correo: true, push: false }],
    });
    expect(guardado.status).toBe(200);
    expect(guardado.body.find((p) => p.clase === 'pedido_estado')).toEqual({
      clase: 'pedido_estado',
      correo: true,
      push: false,
    });
    expect((await call<PreferenciaAviso[]>(u, 'GET', PREFERENCIAS)).body).toEqual(guardado.body);
    expect(
      await call(u, 'PUT', PREFERENCIAS, { preferencias: [{ clase: 'venta_nueva', correo: false, push: false }] }),
    ).toMatchObject({ status: 400, body: { codigo: 'AVISO_CLASE_AJENA' } });
    const doble = { clase: 'alerta', correo: false, push: false };
    expect((await call(u, 'PUT', PREFERENCIAS, { preferencias: [doble, doble] })).status).toBe(400);

    // A kind with push off queues no push; on, one.
    await encolarPush(t.db, u.sub, { clase: 'pedido_estado', titulo: 'x', cuerpo: 'y', url: '/' });
    await encolarPush(t.db, u.sub, { clase: 'alerta', titulo: 'x', cuerpo: 'y', url: '/' });
    expect((await pushes(u.sub)).map((a) => a.clase)).toEqual(['alerta']);
  });

  /** A transfer order at a shop whose owner has an account (the seller's mail needs its address). */
  async function pedido(u: UsuarioPrueba, s: { id: string; productoId: string }) {
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productoId, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(r.status).toBe(201);
    return r.body;
  }
  const correos = async (ventaId: string, plantilla: string) =>
    (await datosDeTrabajos(t.db, TRABAJO_CORREO, { plantilla })).filter(
      (d) => (d['datos'] as Record<string, unknown>)['ventaId'] === ventaId,
    );

  it("an order's events push the seller (sale, payment, chat) and the buyer (state, chat), once each, never the author", async () => {
    const cuenta = cuentaPrueba('Lucía', ['emprendedor']);
    await seedDemoAccounts(t.db, [cuenta]);
    const vendedor: UsuarioPrueba = { sub: cuenta.id, roles: ['emprendedor'] };
    const id = await crearEmprendimiento(t.db, { ownerUserId: cuenta.id, nombre: `Taller ${cuenta.id.slice(0, 6)}` });
    const productoId = await crearProducto(t.db, id, { nombre: 'Mate', precio: 10000, stock: 10 });
    const u = await comprador();

    const v: Venta = await pedido(u, { id, productoId });
    // The reaction run again (a retried dispatch): the job's key keeps it to one push.
    const [creada] = await eventosDeVenta(t.db, v.id);
    await t.db.transaction(async (tx) => pushVentaNueva.ejecutar(tx as unknown as typeof t.db, creada!, creada!.id));
    expect(await pushes(cuenta.id)).toEqual([
      expect.objectContaining({ clase: 'venta_nueva', url: '/dashboard-emprendedor/ventas' }),
    ]);
    expect(await pushes(u.sub)).toEqual([]);

    await call(vendedor, 'PUT', `${VENTAS_VENDEDOR}/${v.id}/transferencia`, { confirmada: true });
    await call(vendedor, 'PUT', `${VENTAS_VENDEDOR}/${v.id}/estado`, { estado: 'preparando' });
    await call(u, 'POST', `${VENTAS}/${v.id}/chat`, { mensaje: '¿Lo retiro el sábado?' });
    await call(vendedor, 'POST', `${VENTAS_VENDEDOR}/enviarMensaje/${v.id}`, { mensaje: 'Sí, de 10 a 13.' });
    // The seller confirmed the transfer: no push to the seller about it.
    expect((await pushes(cuenta.id)).map((a) => a.clase)).toEqual(['venta_nueva', 'mensaje_chat']);
    expect((await pushes(u.sub)).map((a) => [a.clase, a.url])).toEqual([
      ['pedido_estado', `/dashboard-comprador/mis-pedidos/${v.id}`],
      ['mensaje_chat', `/dashboard-comprador/mis-pedidos/${v.id}`],
    ]);

    // The seller turns new-sale notices off (both channels): the buyer's receipt still goes.
    await call(vendedor, 'PUT', PREFERENCIAS, { preferencias: [{ clase: 'venta_nueva', correo: false, push: false }] });
    const otra = await pedido(u, { id, productoId });
    expect(await pushes(cuenta.id)).toHaveLength(2);
    expect(await correos(otra.id, 'pedido-creado-vendedor')).toHaveLength(0);
    expect(await correos(otra.id, 'pedido-creado-comprador')).toHaveLength(1);
    expect(await correos(v.id, 'pedido-creado-vendedor')).toHaveLength(1);

    // The buyer turns order-state mails off: the next move mails nothing, the push still goes.
    await call(u, 'PUT', PREFERENCIAS, { preferencias: [{ clase: 'pedido_estado', correo: false, push: true }] });
    await call(vendedor, 'PUT', `${VENTAS_VENDEDOR}/${v.id}/estado`, { estado: 'listo' });
    expect((await correos(v.id, 'estado-cambiado')).map((d) => (d['datos'] as { estado: string }).estado)).toEqual([
      'preparando',
    ]);
    expect((await pushes(u.sub)).filter((a) => a.clase === 'pedido_estado')).toHaveLength(2);
  });

  it("a chat mail's unsubscribe link and the preferences screen are the same switch", async () => {
    const u = compradora();
    const token = await tokenDeBaja(t.db, u.sub);
    expect(await darDeBajaMailsChat(t.db, token)).toBe(true);
    const chat = async () =>
      (await call<PreferenciaAviso[]>(u, 'GET', PREFERENCIAS)).body.find((p) => p.clase === 'mensaje_chat');
    expect(await chat()).toEqual({ clase: 'mensaje_chat', correo: false, push: true });
    expect(await recibeMailsChat(t.db, u.sub)).toBe(false);
    expect(await tokenRecibeMailsChat(t.db, token)).toBe(false);
    await call(u, 'PUT', PREFERENCIAS, { preferencias: [{ clase: 'mensaje_chat', correo: true, push: true }] });
    expect(await chat()).toEqual({ clase: 'mensaje_chat', correo: true, push: true });
    expect(await recibeMailsChat(t.db, u.sub)).toBe(true);
    expect(await tokenRecibeMailsChat(t.db, token)).toBe(true);
  });
});
