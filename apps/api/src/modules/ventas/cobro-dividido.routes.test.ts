import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_VENTA, type Venta } from '@feria/contracts';
import { queryRows } from '../../db/sql';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing';
import { tokensDe } from '../pagos/cuentas';
import { pagoRecibido, pagosDeVentas } from '../pagos/pagos.queries';
import { productosParaVenta } from '../productos/productos.queries';
import { contarPendientes, procesarPendientes } from '../trabajos/trabajos';
import { conectarCuentaMercadoPago, VENDEDORES_SANDBOX } from '../pagos/cuentas.test-support';
import { aplicarNotificacion, TRABAJO_NOTIFICACION, TRABAJO_REEMBOLSO } from './pago-mercadopago';
import { manejadoresDeComercio } from './trabajos-comercio';
import { datosParaVenta } from '../emprendimientos/emprendimientos.queries';
import { estadoDeTrabajos } from '../trabajos/trabajos.test-support';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// docs/producto/pagos.md#cobro-dividido and #medios-de-pago: a shop's card payments are collected
// by its own Mercado Pago account (the embedded sandbox's test sellers, connected through the real
// OAuth round trip), with Feria's commission as marketplace_fee; notifications, fees and refunds
// go through that account; a shop without one takes only transfers.

interface PagoSandbox {
  collector_id: number;
  marketplace_fee: number | null;
  status: string;
  fee_details: { type: string; amount: number }[];
}

describe('split payments: the shop collects through its own Mercado Pago account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir, procesar, pagar, notificado, tokenVendedorMp } = ventasPrueba(() => t);
  const venta = async (u: Parameters<typeof call>[0], id: string) =>
    (await call<Venta>(u, 'GET', `${VENTAS}/${id}`)).body;
  const tokenDe = async (emprendimientoId: string) =>
    (await tokensDe(t.db, t.app.cuentasMercadoPago.cifrador, emprendimientoId))!.accessToken;
  const sandbox = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/_sandbox/mp${url}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(payload ? { payload } : {}),
    });

  /** A connected shop, a paid Mercado Pago order of it and the sandbox's payment id. */
  async function ventaPagada(precio = 40000) {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Poncho de lana', precio, stock: 3 }], { mercadoPago: VENDEDORES_SANDBOX[1] });
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'MERCADO_PAGO',
    });
    expect(r.status).toBe(201);
    const vuelta = await pagar(r.body.pago.urlPago!, 'aprobar');
    const pagoId = vuelta.searchParams.get('payment_id')!;
    await notificado(pagoId);
    return { u, s, r, pagoId };
  }

  it("the payment is collected by the shop's account, its marketplace_fee is the order's commission, the fees are recorded", async () => {
    const { u, s, r, pagoId } = await ventaPagada(40000);
    expect(await venta(u, r.body.id)).toMatchObject({ pago: { estado: 'aprobado' } });
    expect((await pagosDeVentas(t.db, [r.body.id])).get(r.body.id)?.cobradorMpUserId).toBe(VENDEDORES_SANDBOX[1]);

    const leido = await sandbox('GET', `/v1/payments/${pagoId}`, await tokenDe(s.id));
    expect(leido.statusCode).toBe(200);
    const pago = leido.json<PagoSandbox>();
    expect(String(pago.collector_id)).toBe(VENDEDORES_SANDBOX[1]);
    const [fila] = await queryRows<{ comision: string }>(
      t.db,
      sql`select comision::text from app.ventas where id = ${r.body.id}`,
    );
    expect(pago.marketplace_fee).toBe(Number(fila!.comision));
    expect(pago.marketplace_fee).toBe(2000);
    // The platform's token cannot even read the shop's payment.
    expect((await sandbox('GET', `/v1/payments/${pagoId}`, t.config.pagos.accessToken)).statusCode).toBe(403);

    const fee = (tipo: string) => pago.fee_details.find((f) => f.type === tipo)!.amount;
    expect(await pagoRecibido(t.db, pagoId)).toMatchObject({
      estado: 'aprobado',
      cobradorId: VENDEDORES_SANDBOX[1],
      comisionMercadoPago: fee('mercadopago_fee'),
      comisionMarketplace: 2000,
    });
    expect(fee('application_fee')).toBe(2000);
  });

  it('a notification for a payment collected by another account changes nothing', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Cuenco de barro', precio: 12000, stock: 2 }]);
    const otra = await tienda([], { mercadoPago: VENDEDORES_SANDBOX[2] });
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'MERCADO_PAGO',
    });
    expect(r.status).toBe(201);
    // Another seller's preference pointing at this order, for the exact amount: collected by that seller.
    const pref = await sandbox('POST', '/checkout/preferences', await tokenDe(otra.id), {
      items: [{ id: 'x', title: 'Cuenco de barro', quantity: 1, unit_price: 12000, currency_id: 'ARS' }],
      external_reference: r.body.id,
      notification_url: t.app.comercio.urlNotificacion,
      back_urls: {
        success: 'http://localhost/pago/exito',
        failure: 'http://localhost/pago/error',
        pending: 'http://localhost/pago/pendiente',
      },
    });
    expect(pref.statusCode).toBe(201);
    const vuelta = await pagar(pref.json<{ init_point: string }>().init_point, 'aprobar');
    const pagoId = vuelta.searchParams.get('payment_id')!;
    await notificado(pagoId);
    const v = await venta(u, r.body.id);
    expect(v).toMatchObject({ estado: 'pendiente', pago: { estado: 'pendiente' } });
    expect(v.historial.some((e) => e.tipo === 'pago' && e.estado === 'observado')).toBe(true);
    expect(await pagoRecibido(t.db, pagoId)).toBeUndefined();
  });

  it("the seller's refund goes through the shop's token (the platform's is refused)", async () => {
    const { s, r, pagoId } = await ventaPagada(15000);
    expect((await sandbox('POST', `/v1/payments/${pagoId}/refunds`, t.config.pagos.accessToken, {})).statusCode).toBe(
      403,
    );
    const res = await call<Venta>(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/${r.body.id}/reembolso`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pago: { estado: 'reembolsado' }, reembolso: { estado: 'hecho' } });
    const pago = (await sandbox('GET', `/v1/payments/${pagoId}`, await tokenDe(s.id))).json<PagoSandbox>();
    expect(pago.status).toBe('refunded');
  });

  it('a shop no longer connected cannot refund: the seller is asked to reconnect and nothing changes', async () => {
    const { s, r } = await ventaPagada(9000);
    const baja = await t.app.inject({
      method: 'DELETE',
      url: `/api/emprendedor/v1/emprendimientos/${s.id}/mercadopago`,
      headers: await t.auth(s.vendedor),
    });
    expect(baja.statusCode).toBeLessThan(300);
    // The order's page tells the seller why.
    expect(await call(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${s.id}/mercadopago/estado`)).toMatchObject({
      status: 200,
      body: { conectado: false, mensaje: expect.stringContaining('conectala en «Cobros»') },
    });
    const res = await call<{ codigo: string }>(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/${r.body.id}/reembolso`, {});
    expect(res).toMatchObject({ status: 409, body: { codigo: 'MERCADO_PAGO_RECONECTAR' } });
    const v = (await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${r.body.id}`)).body;
    expect(v).toMatchObject({ pago: { estado: 'aprobado' } });
    expect(v.estado).not.toBe('cancelado');
  });

  it('a late payment of a shop that disconnected is not given back until it reconnects (the job says why and retries)', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Tabla de algarrobo', precio: 8000, stock: 2 }], {
      mercadoPago: VENDEDORES_SANDBOX[2],
    });
    // Another shop of the same Mercado Pago user stays connected: the test reads the payment with its token.
    await tienda([], { mercadoPago: VENDEDORES_SANDBOX[2] });
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'MERCADO_PAGO',
    });
    expect((await call(u, 'PUT', `${VENTAS}/${r.body.id}/cancelar`, {})).status).toBe(200);
    // The buyer pays on the link still open; only the notification is applied (the refund is queued).
    const pagoId = (await pagar(r.body.pago.urlPago!, 'aprobar')).searchParams.get('payment_id')!;
    await expect
      .poll(() => contarPendientes(t.db, TRABAJO_NOTIFICACION, { pagoId }), { timeout: 10_000, interval: 100 })
      .toBeGreaterThan(0);
    await procesarPendientes(t.db, { [TRABAJO_NOTIFICACION]: aplicarNotificacion(t.app.comercio) });
    expect(await contarPendientes(t.db, TRABAJO_REEMBOLSO, { pagoId })).toBe(1);

    const ruta = `/api/emprendedor/v1/emprendimientos/${s.id}/mercadopago`;
    const baja = await t.app.inject({ method: 'DELETE', url: ruta, headers: await t.auth(s.vendedor) });
    expect(baja.statusCode).toBeLessThan(300);
    await procesar();
    const [trabajo] = await estadoDeTrabajos(t.db, TRABAJO_REEMBOLSO, { pagoId });
    expect(trabajo).toMatchObject({
      estado: 'pendiente',
      ultimoError: expect.stringContaining('ya no tiene conectada su cuenta de Mercado Pago'),
    });
    expect(
      (await sandbox('GET', `/v1/payments/${pagoId}`, await tokenVendedorMp(VENDEDORES_SANDBOX[2]))).json<PagoSandbox>()
        .status,
    ).toBe('approved');

    // Reconnected, the retry gives the payment back.
    await conectarCuentaMercadoPago(t, s.vendedor, s.id, VENDEDORES_SANDBOX[2]);
    // The retry is due after the queue's backoff: run what is due an hour from now.
    await procesarPendientes(t.db, manejadoresDeComercio(t.app.comercio), { ahora: new Date(Date.now() + 3_600_000) });
    expect((await sandbox('GET', `/v1/payments/${pagoId}`, await tokenDe(s.id))).json<PagoSandbox>().status).toBe(
      'refunded',
    );
    const v = await venta(u, r.body.id);
    expect(v.pago.historial).toEqual([expect.objectContaining({ id: pagoId, estado: 'reembolsado' })]);
  });

  it('checkout by Mercado Pago from a shop without its own account: 422 naming it, nothing written; transfer works', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Alfajores', precio: 5000, stock: 4 }], { mercadoPago: false });
    const { nombre } = (await datosParaVenta(t.db, s.id))!;
    const cuerpo = { emprendimientoId: s.id, items: [{ idProducto: s.productos[0]!, cantidad: 2 }] };
    const clave = randomUUID();
    const r = await pedir(u, { ...cuerpo, metodoPago: 'MERCADO_PAGO' }, clave);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      codigo: 'MERCADO_PAGO_NO_CONECTADO',
      mensaje: MENSAJES_VENTA.mercadoPagoNoConectado,
      campo: 'metodoPago',
      detalle: MENSAJES_VENTA.noCobraMercadoPago(nombre),
    });
    expect(r.body as unknown as { detalle: string }).toMatchObject({ detalle: expect.stringContaining(nombre) });
    const [{ n }] = (await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from app.ventas where emprendimiento_id = ${s.id}`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    expect((await productosParaVenta(t.db, [s.productos[0]!]))[0]!.stock).toBe(4);

    const transferencia = await pedir(u, { ...cuerpo, metodoPago: 'TRANSFERENCIA' }, clave);
    expect(transferencia.status).toBe(201);
    expect(transferencia.body.pago).toMatchObject({ metodo: 'TRANSFERENCIA', estado: 'pendiente' });
    expect((await productosParaVenta(t.db, [s.productos[0]!]))[0]!.stock).toBe(2);
    await procesar();
  });
});
