import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Venta } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { TRABAJO_CORREO } from '../correo/correo.service';
import { productosParaVenta } from '../productos/productos.queries';
import { contarPendientes, procesarPendientes } from '../trabajos/trabajos';
import { TRABAJO_NOTIFICACION } from './pago-mercadopago';
import { manejadoresDeComercio } from './trabajos-comercio';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// docs/producto/pagos.md#pagos-tardíos: an approved Mercado Pago payment that the order can no
// longer take is given back through the provider, never kept; the order shows it, the buyer gets
// a mail. Real payments of the embedded sandbox, on PGlite and on PostgreSQL (DATABASE_URL).

describe('pagos que llegan tarde', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir, procesar, pagar, notificado, tokenVendedorMp } = ventasPrueba(() => t);
  const venta = async (u: UsuarioPrueba, id: string) => (await call<Venta>(u, 'GET', `${VENTAS}/${id}`)).body;
  // The shops' payments are their own (docs/producto/pagos.md#cobro-dividido): read and settled with the seller's token.
  const sandbox = async (path: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/_sandbox/mp${path}`,
      headers: { authorization: `Bearer ${await tokenVendedorMp()}`, 'content-type': 'application/json' },
      payload,
    });
  const pagoSandbox = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/_sandbox/mp/v1/payments/${id}`,
        headers: { authorization: `Bearer ${await tokenVendedorMp()}` },
      })
    ).json<{ status: string }>();

  async function pedidoMp(nombre: string) {
    const u = await comprador();
    const s = await tienda([{ nombre, precio: 12000, stock: 2 }]);
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'MERCADO_PAGO',
    });
    expect(r.status).toBe(201);
    return { u, s, v: r.body };
  }

  /** Runs the queue until Mercado Pago's refund is recorded on the order; the refund really happened there. */
  async function devuelto(u: UsuarioPrueba, ventaId: string, pagoId: string) {
    await expect
      .poll(
        async () => {
          await procesar();
          return (await venta(u, ventaId)).pago.historial?.find((p) => p.id === pagoId)?.estado;
        },
        { timeout: 15_000, interval: 150 },
      )
      .toBe('reembolsado');
    expect((await pagoSandbox(pagoId)).status).toBe('refunded');
  }

  async function correoDeDevolucion(s: { vendedor: UsuarioPrueba }, ventaId: string, motivo: string) {
    const vista = await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${ventaId}`);
    expect(
      await contarPendientes(t.db, TRABAJO_CORREO, {
        para: vista.body.compradorEmail,
        plantilla: 'pago-devuelto',
        datos: { ventaId, motivo },
      }),
    ).toBe(1);
    return vista.body;
  }

  it('the buyer cancels, then pays on the still-open checkout: the payment goes back and the link closes', async () => {
    const { u, s, v } = await pedidoMp('Mate de calabaza');
    expect((await call(u, 'PUT', `${VENTAS}/${v.id}/cancelar`, {})).status).toBe(200);
    const vuelta = await pagar(v.pago.urlPago!, 'aprobar');
    const pagoId = vuelta.searchParams.get('payment_id')!;
    await notificado(pagoId);

    const despues = await venta(u, v.id);
    expect(despues).toMatchObject({ estado: 'cancelado', pago: { estado: 'cancelado' } });
    expect(despues.pago.historial).toEqual([
      expect.objectContaining({ id: pagoId, monto: 12000, motivo: 'El pedido ya estaba cancelado.' }),
    ]);
    expect(
      despues.historial.some(
        (e) => e.tipo === 'pago' && e.estado === 'reembolso_automatico' && e.detalle?.includes(pagoId),
      ),
    ).toBe(true);
    await devuelto(u, v.id, pagoId);
    // The seller sees the same payment history; the buyer got the mail with the reason.
    const vendedor = await correoDeDevolucion(s, v.id, 'El pedido ya estaba cancelado.');
    expect(vendedor.pago.historial).toEqual([expect.objectContaining({ id: pagoId, estado: 'reembolsado' })]);
    // The stock went back once, the cancelled order kept nothing.
    expect((await productosParaVenta(t.db, [s.productos[0]!]))[0]!.stock).toBe(2);
    // The checkout link is closed at Mercado Pago: a third try is refused there.
    const otra = await t.app.inject({
      method: 'POST',
      url: new URL(v.pago.urlPago!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'accion=aprobar',
    });
    expect(otra.statusCode).toBe(410);
  });

  it('a declined card cancels the order; an approved retry on the same link goes back', async () => {
    const { u, v } = await pedidoMp('Bombilla de alpaca');
    const rechazo = await pagar(v.pago.urlPago!, 'rechazar');
    await notificado(rechazo.searchParams.get('payment_id')!);
    expect(await venta(u, v.id)).toMatchObject({ estado: 'cancelado', pago: { estado: 'rechazado' } });
    const reintento = await pagar(v.pago.urlPago!, 'aprobar');
    const pagoId = reintento.searchParams.get('payment_id')!;
    await notificado(pagoId);
    expect((await venta(u, v.id)).pago.estado).toBe('rechazado');
    await devuelto(u, v.id, pagoId);
  });

  it('the seller cancels while a payment is pending; approved later, it goes back', async () => {
    const { u, s, v } = await pedidoMp('Yerba compuesta');
    const pendiente = await pagar(v.pago.urlPago!, 'pendiente');
    const pagoId = pendiente.searchParams.get('payment_id')!;
    await notificado(pagoId);
    const cancel = await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${v.id}/cancelar`, {
      motivo: 'Nos quedamos sin stock',
    });
    expect(cancel.status).toBe(200);
    expect((await sandbox(`/v1/payments/${pagoId}/sandbox/estado`, { status: 'approved' })).statusCode).toBeLessThan(
      300,
    );
    await devuelto(u, v.id, pagoId);
    expect(await venta(u, v.id)).toMatchObject({ estado: 'cancelado', pago: { estado: 'cancelado' } });
    await correoDeDevolucion(s, v.id, 'El pedido ya estaba cancelado.');
  });

  it('the reservation expires while a cash payment is pending; approved later, it goes back', async () => {
    const { u, s, v } = await pedidoMp('Termo de acero');
    const pendiente = await pagar(v.pago.urlPago!, 'pendiente');
    const pagoId = pendiente.searchParams.get('payment_id')!;
    await notificado(pagoId);
    await procesarPendientes(t.db, manejadoresDeComercio(t.app.comercio), {
      ahora: new Date(Date.parse(v.reservaHasta!) + 1000),
    });
    expect(await venta(u, v.id)).toMatchObject({ estado: 'cancelado', pago: { estado: 'vencido' } });
    expect((await sandbox(`/v1/payments/${pagoId}/sandbox/estado`, { status: 'approved' })).statusCode).toBeLessThan(
      300,
    );
    await devuelto(u, v.id, pagoId);
    await correoDeDevolucion(s, v.id, 'El pedido ya estaba cancelado porque venció el plazo para pagarlo.');
  });

  it('a second approved payment on a paid order goes back; the first one stays', async () => {
    const { u, s, v } = await pedidoMp('Vela de soja');
    const primera = (await pagar(v.pago.urlPago!, 'aprobar')).searchParams.get('payment_id')!;
    await notificado(primera);
    const segunda = (await pagar(v.pago.urlPago!, 'aprobar')).searchParams.get('payment_id')!;
    await notificado(segunda);
    await devuelto(u, v.id, segunda);
    const despues = await venta(u, v.id);
    expect(despues.pago.estado).toBe('aprobado');
    expect(despues.pago.historial).toEqual([
      expect.objectContaining({ id: primera, estado: 'aprobado', motivo: null }),
      expect.objectContaining({
        id: segunda,
        estado: 'reembolsado',
        motivo: 'El pedido ya estaba pagado con otro pago.',
      }),
    ]);
    expect((await pagoSandbox(primera)).status).toBe('approved');
    // Mercado Pago's 'refunded' notice of the second payment does not touch the order's own payment.
    await procesar();
    expect((await venta(u, v.id)).pago.estado).toBe('aprobado');
    await correoDeDevolucion(s, v.id, 'El pedido ya estaba pagado con otro pago.');
  });

  it('the preference closes with the reservation (expiration_date_to)', async () => {
    const { v } = await pedidoMp('Alfajores');
    const id = new URL(v.pago.urlPago!).pathname.split('/').pop()!;
    const pref = await t.app.inject({
      method: 'GET',
      url: `/_sandbox/mp/checkout/preferences/${id}`,
      headers: { authorization: `Bearer ${await tokenVendedorMp()}` },
    });
    expect(pref.json()).toMatchObject({ expires: true, expiration_date_to: v.reservaHasta });
  });
});

// Two API instances on one database: a buyer's cancel on one and the payment's notification on
// the other at the same moment. Whatever order they run in, no order ends cancelled with a
// payment kept: it is paid (and the cancel refused), or cancelled with the payment given back.
describe('cancelación y notificación a la vez, en dos instancias', () => {
  let a: TestApp;
  let b: { procesar: () => Promise<number>; close: () => Promise<void> };
  beforeAll(async () => {
    a = await createTestApp({ seed: 'empty' });
    if (process.env.DATABASE_URL) {
      const segunda = await createTestApp({ seed: 'empty', segundaInstancia: true });
      b = {
        procesar: () => procesarPendientes(segunda.db, manejadoresDeComercio(segunda.app.comercio), { limite: 1 }),
        close: () => segunda.close(),
      };
    } else {
      // PGlite: one process per data dir; the second worker shares the handle.
      b = {
        procesar: () => procesarPendientes(a.db, manejadoresDeComercio(a.app.comercio), { limite: 1 }),
        close: async () => {},
      };
    }
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });
  const { call, comprador, tienda, pedir, procesar, pagar } = ventasPrueba(() => a);

  it('never ends cancelled and charged (12 trials)', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Cuenco de cerámica', precio: 15000, stock: 20 }]);
    const finales: string[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
        metodoPago: 'MERCADO_PAGO',
      });
      const pagoId = (await pagar(r.body.pago.urlPago!, 'aprobar')).searchParams.get('payment_id')!;
      await expect
        .poll(() => contarPendientes(a.db, TRABAJO_NOTIFICACION, { pagoId }), { timeout: 10_000, interval: 50 })
        .toBeGreaterThan(0);
      const [cancel] = await Promise.all([call(u, 'PUT', `${VENTAS}/${r.body.id}/cancelar`, {}), b.procesar()]);
      await expect
        .poll(
          async () => {
            await procesar();
            const v = (await call<Venta>(u, 'GET', `${VENTAS}/${r.body.id}`)).body;
            const suyo = v.pago.historial?.find((p) => p.id === pagoId)?.estado;
            if (v.estado === 'pendiente' && v.pago.estado === 'aprobado' && suyo === 'aprobado') return 'pagado';
            if (v.estado === 'cancelado' && suyo === 'reembolsado') return 'cancelado y devuelto';
            return `sin resolver: ${v.estado}/${v.pago.estado}/${suyo ?? 'sin pago'}`;
          },
          { timeout: 15_000, interval: 100 },
        )
        .toMatch(/^(pagado|cancelado y devuelto)$/);
      const v = (await call<Venta>(u, 'GET', `${VENTAS}/${r.body.id}`)).body;
      expect(cancel.status).toBe(v.estado === 'cancelado' ? 200 : 409);
      finales.push(v.estado);
    }
    expect(finales).toHaveLength(12);
  });
});
