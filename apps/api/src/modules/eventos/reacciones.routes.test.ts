import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '@feria/identity';
import type { Venta } from '@feria/contracts';
import { queryRows } from '../../db/sql';
import { REACCIONES } from '../../reacciones';
import {
  createTestApp,
  crearEmprendimiento,
  crearProducto,
  cuentaPrueba,
  type TestApp,
  type UsuarioPrueba,
} from '../../testing';
import { TRABAJO_CORREO } from '../correo/correo.service';
import { vendidosDeEmprendimiento } from '../productos/productos.sql';
import { eventosDesde } from '../envivo/envivo.queries';
import { datosDeTrabajos } from '../trabajos/trabajos.test-support';
import { contarPendientes, procesarPendientes } from '../trabajos/trabajos';
import { TRABAJO_NOTIFICACION } from '../ventas/pago-mercadopago';
import { manejadoresDeComercio } from '../ventas/trabajos-comercio';
import { secretoDeFirma } from '../../lib/secreto-firma';
import { confirmarArrepentimiento, pedirArrepentimiento } from '../ventas/arrepentimiento';
import { TRABAJO_VENCER, vencerReserva } from '../ventas/vencimiento';
import { conectarCuentaMercadoPago } from '../pagos/cuentas.test-support';
import { multipart, VENTAS, VENTAS_VENDEDOR, ventasPrueba } from '../ventas/ventas-prueba';
import { despacharPendientes, eventosDeVenta } from './eventos';

// docs/producto/eventos.md#reacciones: the transaction of a change (an order, its payment, its
// chat) writes its rows and its events and queues no mail; the dispatcher's reactions queue each
// mail once, however often they run, and keep the best-seller counts. Every change here is made
// without the helpers' automatic dispatch, so what the transaction alone did can be looked at.

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('reactions to order, payment and chat events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, pedir, pagar, procesar } = ventasPrueba(() => t);

  /** A signed call whose events are left undispatched. */
  const sinDespachar = async (u: UsuarioPrueba, method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers: await t.auth(u), payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<Venta>();
  };
  const comprobanteSinDespachar = async (u: UsuarioPrueba, ventaId: string) => {
    const { payload, headers } = multipart(PNG);
    const res = await t.app.inject({
      method: 'POST',
      url: `${VENTAS}/${ventaId}/comprobante`,
      payload,
      headers: { ...headers, ...(await t.auth(u)) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The mails of a template queued for an order (their data). */
  const correos = async (ventaId: string, plantilla: string) =>
    (await datosDeTrabajos(t.db, TRABAJO_CORREO, { plantilla }))
      .filter((d) => (d['datos'] as Record<string, unknown>)['ventaId'] === ventaId)
      .map((d) => d['datos'] as Record<string, unknown>);
  /** Dispatches, then again as after a crash before the events were stamped. */
  const despacharDosVeces = async (ventaId: string) => {
    await despacharPendientes(t.db, REACCIONES);
    await t.db.execute(sql`update app.eventos_dominio set despachado_en = null where datos->>'ventaId' = ${ventaId}`);
    await despacharPendientes(t.db, REACCIONES);
  };
  /** No mail of `plantilla` before the dispatch; exactly one after dispatching twice. */
  const unaVezTrasDespachar = async (ventaId: string, ...plantillas: string[]) => {
    for (const p of plantillas) expect(await correos(ventaId, p), p).toHaveLength(0);
    await despacharDosVeces(ventaId);
    for (const p of plantillas) expect(await correos(ventaId, p), p).toHaveLength(1);
  };
  /** Units sold of the shop (each test's shop has one product). */
  const vendidos = async (emprendimientoId: string) =>
    (
      await queryRows<{ n: number }>(t.db, sql`select ${vendidosDeEmprendimiento(sql`${emprendimientoId}::uuid`)} as n`)
    )[0]!.n;
  /** An order at a shop whose owner has an account (the seller's e-mail lives there). */
  async function pedido(metodoPago: 'MERCADO_PAGO' | 'TRANSFERENCIA', cantidad = 2) {
    const u = await comprador();
    const cuenta = cuentaPrueba('Lucía', ['emprendedor']);
    await seedDemoAccounts(t.db, [cuenta]);
    const id = await crearEmprendimiento(t.db, { ownerUserId: cuenta.id, nombre: `Taller ${cuenta.id.slice(0, 6)}` });
    const productoId = await crearProducto(t.db, id, { nombre: 'Mate de calabaza', precio: 10000, stock: 5 });
    const s = { id, vendedor: { sub: cuenta.id, roles: ['emprendedor'] } as UsuarioPrueba };
    // It takes Mercado Pago through its own account (docs/producto/pagos.md#medios-de-pago).
    if (metodoPago === 'MERCADO_PAGO') await conectarCuentaMercadoPago(t, s.vendedor, id);
    const r = await pedir(u, { emprendimientoId: id, items: [{ idProducto: productoId, cantidad }], metodoPago });
    expect(r.status).toBe(201);
    return { u, s, v: r.body, productoId };
  }
  /** Mercado Pago's answer applied by the queue, without dispatching its events. */
  async function notificadoSinDespachar(pagoId: string) {
    await expect
      .poll(() => contarPendientes(t.db, TRABAJO_NOTIFICACION, { pagoId }), { timeout: 10_000, interval: 100 })
      .toBeGreaterThan(0);
    await procesarPendientes(t.db, manejadoresDeComercio(t.app.comercio));
  }

  it('Mercado Pago approval: the mails and the best-seller count come from the reactions; a refund takes the units back and tells the buyer once', async () => {
    const { u, s, v } = await pedido('MERCADO_PAGO');
    const vuelta = await pagar(v.pago.urlPago!, 'aprobar');
    await notificadoSinDespachar(vuelta.searchParams.get('payment_id')!);
    expect((await call<Venta>(u, 'GET', `${VENTAS}/${v.id}`)).body.pago.estado).toBe('aprobado');
    expect(await vendidos(s.id)).toBe(0);
    await unaVezTrasDespachar(v.id, 'pago-aprobado-comprador', 'pago-aprobado-vendedor');
    expect(await vendidos(s.id)).toBe(2);

    await sinDespachar(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${v.id}/estado`, { estado: 'preparando' });
    await unaVezTrasDespachar(v.id, 'estado-cambiado');
    expect((await correos(v.id, 'estado-cambiado'))[0]).toMatchObject({ estado: 'preparando' });

    await sinDespachar(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/${v.id}/reembolso`, { nota: 'Se rompió al embalar' });
    expect(await vendidos(s.id)).toBe(2);
    await unaVezTrasDespachar(v.id, 'pedido-cancelado');
    expect((await correos(v.id, 'pedido-cancelado'))[0]).toMatchObject({
      motivo: 'Se rompió al embalar',
      reembolsado: true,
    });
    expect(await vendidos(s.id)).toBe(0);
    // The refund is one VentaReembolsada; Mercado Pago's answer only moves the payment.
    const tipos = (await eventosDeVenta(t.db, v.id)).map((e) => e.tipo);
    expect(tipos.filter((x) => x === 'VentaReembolsada')).toHaveLength(1);
    expect(tipos.filter((x) => x === 'PagoAprobado')).toHaveLength(1);
  });

  it('bank transfer: proof, rejection, confirmation and a paid cancel each mail once from their event', async () => {
    const { u, s, v, productoId } = await pedido('TRANSFERENCIA');
    await comprobanteSinDespachar(u, v.id);
    await unaVezTrasDespachar(v.id, 'comprobante-recibido');

    await sinDespachar(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${v.id}/transferencia`, {
      confirmada: false,
      motivo: 'No llegó nada a la cuenta',
    });
    await unaVezTrasDespachar(v.id, 'transferencia-rechazada');
    expect((await correos(v.id, 'transferencia-rechazada'))[0]).toMatchObject({ motivo: 'No llegó nada a la cuenta' });

    await comprobanteSinDespachar(u, v.id);
    await despacharPendientes(t.db, REACCIONES);
    await sinDespachar(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${v.id}/transferencia`, { confirmada: true });
    expect(await vendidos(s.id)).toBe(0);
    await unaVezTrasDespachar(v.id, 'transferencia-confirmada');
    expect(await vendidos(s.id)).toBe(2);
    // A confirmed transfer is its own event: no Mercado Pago approval mail.
    expect(await correos(v.id, 'pago-aprobado-comprador')).toHaveLength(0);
    expect((await eventosDeVenta(t.db, v.id)).filter((e) => e.tipo === 'TransferenciaConfirmada')).toMatchObject([
      { actor: 'vendedor', actorUserId: s.vendedor.sub, lineas: [{ idProducto: productoId, cantidad: 2 }] },
    ]);

    await sinDespachar(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${v.id}/cancelar`, { motivo: 'Nos quedamos sin stock' });
    await unaVezTrasDespachar(v.id, 'pedido-cancelado');
    expect((await correos(v.id, 'pedido-cancelado'))[0]).toMatchObject({
      motivo: 'Nos quedamos sin stock',
      reembolsado: true,
    });
    expect(await vendidos(s.id)).toBe(0);
  });

  it('cancels by the seller, by the expiry and by a rejected card tell the buyer once; the buyer’s own cancel tells nobody', async () => {
    const porVendedor = await pedido('TRANSFERENCIA');
    await sinDespachar(porVendedor.s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${porVendedor.v.id}/cancelar`, {
      motivo: 'Cerramos por vacaciones',
    });
    await unaVezTrasDespachar(porVendedor.v.id, 'pedido-cancelado');
    // The seller's own words, not the timeline's 'Cancelado por el emprendimiento: …'.
    expect((await correos(porVendedor.v.id, 'pedido-cancelado'))[0]).toMatchObject({
      motivo: 'Cerramos por vacaciones',
      reembolsado: false,
    });

    const vencido = await pedido('TRANSFERENCIA');
    await procesarPendientes(
      t.db,
      { [TRABAJO_VENCER]: vencerReserva },
      { ahora: new Date(Date.parse(vencido.v.reservaHasta!) + 1000) },
    );
    await unaVezTrasDespachar(vencido.v.id, 'pedido-cancelado');
    expect((await correos(vencido.v.id, 'pedido-cancelado'))[0]).toMatchObject({
      motivo: 'Venció el plazo para pagar el pedido',
    });

    const rechazado = await pedido('MERCADO_PAGO');
    const vuelta = await pagar(rechazado.v.pago.urlPago!, 'rechazar');
    await notificadoSinDespachar(vuelta.searchParams.get('payment_id')!);
    await unaVezTrasDespachar(rechazado.v.id, 'pedido-cancelado');
    expect((await correos(rechazado.v.id, 'pedido-cancelado'))[0]).toMatchObject({
      motivo: 'Mercado Pago rechazó el pago',
    });

    const propio = await pedido('TRANSFERENCIA');
    await sinDespachar(propio.u, 'PUT', `${VENTAS}/${propio.v.id}/cancelar`, {});
    await despacharDosVeces(propio.v.id);
    expect(await correos(propio.v.id, 'pedido-cancelado')).toHaveLength(0);
  });

  it('a payment the order could not take is given back: the buyer is told once, by the reaction to PagoDevuelto', async () => {
    const { u, v } = await pedido('MERCADO_PAGO', 1);
    await notificadoSinDespachar((await pagar(v.pago.urlPago!, 'rechazar')).searchParams.get('payment_id')!);
    const pagoId = (await pagar(v.pago.urlPago!, 'aprobar')).searchParams.get('payment_id')!;
    await notificadoSinDespachar(pagoId);
    await expect
      .poll(
        async () => {
          await procesarPendientes(t.db, manejadoresDeComercio(t.app.comercio));
          const vista = (await call<Venta>(u, 'GET', `${VENTAS}/${v.id}`)).body;
          return vista.pago.historial?.find((p) => p.id === pagoId)?.estado;
        },
        { timeout: 15_000, interval: 150 },
      )
      .toBe('reembolsado');
    await unaVezTrasDespachar(v.id, 'pago-devuelto');
    expect((await correos(v.id, 'pago-devuelto'))[0]).toMatchObject({ idPago: pagoId, monto: 10000 });
  });

  it('a chat message is told live to both sides and mailed to the other one by the reactions to MensajeEnviado', async () => {
    const { u, s, v } = await pedido('TRANSFERENCIA', 1);
    await procesar();
    const vivos = async (userId: string) =>
      (await eventosDesde(t.db, userId, 0)).filter((e) => e.tipo === 'chat.mensaje').map((e) => e.datos);
    const res = await t.app.inject({
      method: 'POST',
      url: `${VENTAS}/${v.id}/chat`,
      headers: await t.auth(u),
      payload: { mensaje: '¿Lo retiro el sábado?' },
    });
    expect(res.statusCode).toBe(201);
    expect(await vivos(s.vendedor.sub)).toEqual([]);
    expect(await correos(v.id, 'mensaje-chat')).toHaveLength(0);
    await despacharDosVeces(v.id);
    const dato = { ventaId: v.id, numero: v.numero, rol: 'comprador' };
    expect(await vivos(s.vendedor.sub)).toEqual([dato]);
    expect(await vivos(u.sub)).toEqual([dato]);
    expect(await correos(v.id, 'mensaje-chat')).toMatchObject([{ para: 'vendedor' }]);
  });

  it('botón de arrepentimiento: the link and then the code are mailed by the reactions to each step', async () => {
    const { u, s, v } = await pedido('TRANSFERENCIA', 1);
    const secreto = secretoDeFirma(t.config);
    const email = (await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${v.id}`)).body.compradorEmail!;
    const ctx = { db: t.db } as never;
    await pedirArrepentimiento(ctx, secreto, { numeroPedido: v.numero, email, nombre: 'Ana' });
    await unaVezTrasDespachar(v.id, 'arrepentimiento-confirmar');
    const token = String((await correos(v.id, 'arrepentimiento-confirmar'))[0]!['token']);
    const antes = (await eventosDesde(t.db, u.sub, 0)).length;
    const { codigo } = await confirmarArrepentimiento(ctx, secreto, token);
    expect(await eventosDesde(t.db, u.sub, 0)).toHaveLength(antes);
    await unaVezTrasDespachar(v.id, 'arrepentimiento-comprador', 'arrepentimiento-vendedor');
    expect((await correos(v.id, 'arrepentimiento-comprador'))[0]).toMatchObject({ codigo });
    expect((await eventosDesde(t.db, u.sub, 0)).slice(antes).map((e) => e.datos)).toEqual([
      { ventaId: v.id, numero: v.numero, estado: 'arrepentimiento' },
    ]);
  });
});
