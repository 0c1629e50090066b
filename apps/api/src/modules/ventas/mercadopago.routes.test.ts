import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmarWebhook } from '@feria/mp-sandbox';
import type { Venta } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';
import { productosParaVenta } from '../productos/productos.queries';
import { VENTAS, ventasPrueba } from './ventas-prueba';

// Mercado Pago through the embedded sandbox, in-process: the API creates the preference through
// the same REST adapter as production, the buyer presses a button on the sandbox's page, the
// sandbox delivers the signed webhook, the queue re-fetches the payment.

describe('Mercado Pago (embedded sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir, procesar, pagar, notificado } = ventasPrueba(() => t);
  const venta = async (u: Parameters<typeof call>[0], id: string) =>
    (await call<Venta>(u, 'GET', `${VENTAS}/${id}`)).body;

  it('creates a Checkout Pro preference, and an approved payment marks the order paid once', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Termo de acero', precio: 45000, stock: 4 }]);
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 2 }],
      metodoPago: 'MERCADO_PAGO',
    });
    expect(r.status).toBe(201);
    expect(r.body.pago).toMatchObject({
      metodo: 'MERCADO_PAGO',
      estado: 'pendiente',
      urlPago: expect.stringContaining('/_sandbox/mp/checkout/pay/'),
    });
    expect(r.body).toMatchObject({ montoTotal: 90000, envioGratis: true });

    const vuelta = await pagar(r.body.pago.urlPago!, 'aprobar');
    expect(vuelta.pathname).toBe('/pago/exito');
    expect(vuelta.searchParams.get('external_reference')).toBe(r.body.id);
    expect(vuelta.searchParams.get('status')).toBe('approved');
    const pagoId = vuelta.searchParams.get('payment_id')!;

    await notificado(pagoId);
    const pagada = await venta(u, r.body.id);
    expect(pagada).toMatchObject({ estado: 'pendiente', pago: { estado: 'aprobado' }, reservaHasta: null });
    expect(pagada.pago.urlPago).toBeUndefined();

    // Five redeliveries of the same notification change nothing more.
    for (let i = 0; i < 5; i++) {
      const requestId = randomUUID();
      const ts = String(Math.floor(Date.now() / 1000));
      const v1 = firmarWebhook(t.config.pagos.webhookSecret, { dataId: pagoId, requestId, ts });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/pagos/mercadopago/webhook?data.id=${pagoId}&type=payment`,
        headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
        payload: { type: 'payment', action: 'payment.updated', data: { id: pagoId } },
      });
      expect(res.statusCode).toBe(200);
    }
    await procesar();
    const despues = await venta(u, r.body.id);
    expect(despues.historial.filter((e) => e.tipo === 'pago' && e.estado === 'aprobado')).toHaveLength(1);
    expect((await productosParaVenta(t.db, [s.productos[0]!]))[0]!.stock).toBe(2);
  });

  it('with a coupon, Mercado Pago is asked for the order total (not the lines) and the payment is accepted', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Yerba orgánica', precio: 7000, stock: 5 }]);
    const cupon = await call(
      s.vendedor,
      'POST',
      `/api/emprendedor/v1/emprendimientos/cupones?idEmprendimiento=${s.id}`,
      {
        codigoCupon: 'MATE10',
        tipo: 'PORCENTAJE',
        valor: 10,
      },
    );
    expect(cupon.status).toBe(201);
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 3 }],
      metodoPago: 'MERCADO_PAGO',
      codigoCupon: 'mate10',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ subtotal: 21000, descuentoCupon: 2100, montoTotal: 18900 });
    const pagina = await t.app.inject({ method: 'GET', url: new URL(r.body.pago.urlPago!).pathname });
    expect(pagina.body).toContain('Pedido #');
    expect(pagina.body).toContain('con cupón MATE10');
    expect(pagina.body.replace(/\u00a0/g, ' ')).toContain('$ 18.900');
    const vuelta = await pagar(r.body.pago.urlPago!, 'aprobar');
    await notificado(vuelta.searchParams.get('payment_id')!);
    expect(await venta(u, r.body.id)).toMatchObject({ pago: { estado: 'aprobado' }, montoTotal: 18900 });
  });

  it('a rejected payment cancels the order and gives the stock back', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Mate de cerámica', precio: 9000, stock: 1 }]);
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'MERCADO_PAGO',
    });
    expect((await productosParaVenta(t.db, [s.productos[0]!]))[0]!.stock).toBe(0);
    const vuelta = await pagar(r.body.pago.urlPago!, 'rechazar');
    expect(vuelta.pathname).toBe('/pago/error');
    await notificado(vuelta.searchParams.get('payment_id')!);
    expect(await venta(u, r.body.id)).toMatchObject({ estado: 'cancelado', pago: { estado: 'rechazado' } });
    expect((await productosParaVenta(t.db, [s.productos[0]!]))[0]!.stock).toBe(1);
  });

  it('a payment that does not match the order (amount) changes nothing', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Bolso de cuero', precio: 60000, stock: 2 }]);
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'MERCADO_PAGO',
    });
    // Someone pays a preference of their own that points at this order, for less.
    const pref = await t.app.inject({
      method: 'POST',
      url: '/_sandbox/mp/checkout/preferences',
      headers: { authorization: `Bearer ${t.config.pagos.accessToken}`, 'content-type': 'application/json' },
      payload: {
        items: [{ id: 'x', title: 'Otro', quantity: 1, unit_price: 10, currency_id: 'ARS' }],
        external_reference: r.body.id,
        notification_url: t.app.comercio.urlNotificacion,
        back_urls: {
          success: 'http://localhost/pago/exito',
          failure: 'http://localhost/pago/error',
          pending: 'http://localhost/pago/pendiente',
        },
      },
    });
    expect(pref.statusCode).toBe(201);
    const vuelta = await pagar(pref.json<{ init_point: string }>().init_point, 'aprobar');
    await notificado(vuelta.searchParams.get('payment_id')!);
    const v = await venta(u, r.body.id);
    expect(v.pago.estado).toBe('pendiente');
    expect(v.historial.some((e) => e.estado === 'observado')).toBe(true);
  });

  it('a pending payment keeps the order waiting; settled later, the order is paid', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Vela aromática', precio: 7000, stock: 3 }]);
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'MERCADO_PAGO',
    });
    const vuelta = await pagar(r.body.pago.urlPago!, 'pendiente');
    expect(vuelta.pathname).toBe('/pago/pendiente');
    const pagoId = vuelta.searchParams.get('payment_id')!;
    await notificado(pagoId);
    expect((await venta(u, r.body.id)).pago.estado).toBe('pendiente');
    const settle = await t.app.inject({
      method: 'POST',
      url: `/_sandbox/mp/v1/payments/${pagoId}/sandbox/estado`,
      headers: { authorization: `Bearer ${t.config.pagos.accessToken}`, 'content-type': 'application/json' },
      payload: { status: 'approved' },
    });
    expect(settle.statusCode).toBeLessThan(300);
    await expect
      .poll(
        async () => {
          await procesar();
          return (await venta(u, r.body.id)).pago.estado;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe('aprobado');
  });
});
