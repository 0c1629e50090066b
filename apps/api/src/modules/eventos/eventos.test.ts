import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { CuponVendedor, Venta } from '@feria/contracts';
import { queryRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../testing';
import {
  manejadoresDeEventos,
  podar,
  programarPoda,
  REACCIONES,
  RETENCION_DESPACHADOS_MS,
  TRABAJO_PODAR,
} from '../../reacciones';
import { eventosDesde, insertarEventos } from '../envivo/envivo.queries';
import { TRABAJO_CORREO } from '../correo/correo.service';
import { datosDeTrabajos } from '../trabajos/trabajos.test-support';
import { procesarPendientes } from '../trabajos/trabajos';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from '../ventas/ventas-prueba';
import { despacharPendientes, eventosDeVenta, type Reaccion } from './eventos';

// docs/producto/eventos.md: events are written in the order's transaction, each reaction runs
// once per event however often the dispatcher runs, and old rows are pruned by a scheduled job.

const contarEventos = async (t: TestApp) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from app.eventos_dominio`))[0]!.n;

describe('domain events (outbox) and their reactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda } = ventasPrueba(() => t);
  /** Places an order without the helper's automatic dispatch. */
  const pedirSinDespachar = async (u: Awaited<ReturnType<typeof comprador>>, body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: VENTAS,
      headers: { ...(await t.auth(u)), 'idempotency-key': randomUUID() },
      payload: body,
    });
    return { status: res.statusCode, body: res.json() as Venta };
  };

  it('writes VentaCreada in the order transaction; a refused (rolled back) order leaves no event', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Termo acero', precio: 30000, stock: 1 }]);
    const antes = await contarEventos(t);
    const sinStock = await pedirSinDespachar(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 2 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(sinStock.status).toBe(409);
    expect(await contarEventos(t)).toBe(antes);

    const ok = await pedirSinDespachar(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(ok.status).toBe(201);
    expect(await eventosDeVenta(t.db, ok.body.id)).toMatchObject([
      { tipo: 'VentaCreada', ventaId: ok.body.id, actor: 'comprador', actorUserId: u.sub, montoTotal: 30000 },
    ]);
  });

  it('runs each reaction once per event: dispatching twice gives one live event and one mail', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Mate calabaza', precio: 12000, stock: 3 }]);
    const { body: venta } = await pedirSinDespachar(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    // Nothing is told before the dispatcher runs.
    expect(await eventosDesde(t.db, s.vendedor.sub, 0)).toHaveLength(0);
    await despacharPendientes(t.db, REACCIONES);
    // A crash after the reactions but before the event was stamped: the next dispatch sees it again.
    await t.db.execute(sql`update app.eventos_dominio set despachado_en = null`);
    await despacharPendientes(t.db, REACCIONES);
    await procesarPendientes(t.db, manejadoresDeEventos());
    const vivos = await eventosDesde(t.db, s.vendedor.sub, 0);
    expect(vivos.map((e) => e.tipo)).toEqual(['venta.nueva']);
    expect(vivos[0]!.datos).toEqual({ ventaId: venta.id, numero: venta.numero, estado: 'pendiente' });
    expect(await eventosDesde(t.db, u.sub, 0)).toHaveLength(1);
    const mails = await datosDeTrabajos(t.db, TRABAJO_CORREO, { plantilla: 'pedido-creado-comprador' });
    expect(mails.filter((m) => JSON.stringify(m).includes(venta.id))).toHaveLength(1);
  });

  it('retries only the reaction that failed, and stamps the event when all ran', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Bombilla', precio: 4000, stock: 3 }]);
    await despacharPendientes(t.db, REACCIONES);
    const { body: venta } = await pedirSinDespachar(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    let fallar = true;
    let corridas = 0;
    const fragil: Reaccion = {
      nombre: 'prueba.fragil',
      tipos: ['VentaCreada'],
      ejecutar: async () => {
        corridas++;
        if (fallar) throw new Error('caído');
      },
    };
    await expect(despacharPendientes(t.db, [...REACCIONES, fragil])).rejects.toThrow('caído');
    fallar = false;
    await despacharPendientes(t.db, [...REACCIONES, fragil]);
    await despacharPendientes(t.db, [...REACCIONES, fragil]);
    expect(corridas).toBe(2);
    expect(await eventosDesde(t.db, s.vendedor.sub, 0)).toHaveLength(1);
    expect((await eventosDeVenta(t.db, venta.id)).length).toBe(1);
  });

  it('gives the coupon use back when the seller cancels a paid order (a reaction to VentaCancelada)', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
    const { subirComprobante } = ventasPrueba(() => t);
    const u = await comprador();
    const s = await tienda([{ nombre: 'Mate imperial', precio: 20000, stock: 3 }]);
    const cupon = await call<CuponVendedor>(
      s.vendedor,
      'POST',
      `/api/emprendedor/v1/emprendimientos/cupones?idEmprendimiento=${s.id}`,
      { codigoCupon: 'UNAVEZ', tipo: 'PORCENTAJE', valor: 10, usosMaximos: 1 },
    );
    expect(cupon.status).toBe(201);
    const usos = async () =>
      (await call<CuponVendedor>(s.vendedor, 'GET', `/api/emprendedor/v1/cupones/${cupon.body.idCupon}`)).body
        .usosRealizados;
    const venta = (
      await call<Venta>(
        u,
        'POST',
        VENTAS,
        {
          emprendimientoId: s.id,
          items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
          metodoPago: 'TRANSFERENCIA',
          codigoCupon: 'UNAVEZ',
        },
        { 'idempotency-key': randomUUID() },
      )
    ).body;
    expect(await usos()).toBe(1);
    await subirComprobante(u, venta.id, png);
    expect(
      (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/transferencia`, { confirmada: true })).status,
    ).toBe(200);
    expect(
      (
        await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/cancelar`, {
          motivo: 'No me queda',
        })
      ).status,
    ).toBe(200);
    expect(await usos()).toBe(0);
  });

  it('prunes live events older than a day and dispatched events older than a week, on a schedule', async () => {
    await despacharPendientes(t.db, REACCIONES);
    const pendientesAntes = await contarEventos(t);
    const userId = randomUUID();
    await insertarEventos(t.db, [{ userId, tipo: 'venta.nueva', datos: {} }]);
    expect(await eventosDesde(t.db, userId, 0)).toHaveLength(1);
    await podar(t.db, new Date(Date.now() + 2 * 3_600_000));
    expect(await eventosDesde(t.db, userId, 0)).toHaveLength(1);
    expect(await contarEventos(t)).toBe(pendientesAntes);
    // The scheduled job (queued at start-up), run as the worker would a day later.
    await programarPoda(t.db, new Date());
    await procesarPendientes(t.db, manejadoresDeEventos(), { ahora: new Date(Date.now() + 25 * 3_600_000) });
    expect(await eventosDesde(t.db, userId, 0)).toHaveLength(0);
    expect(await contarEventos(t)).toBe(pendientesAntes);
    await podar(t.db, new Date(Date.now() + RETENCION_DESPACHADOS_MS + 60_000));
    expect(await contarEventos(t)).toBe(0);
    expect(await datosDeTrabajos(t.db, TRABAJO_PODAR, {})).not.toHaveLength(0);
  });
});
