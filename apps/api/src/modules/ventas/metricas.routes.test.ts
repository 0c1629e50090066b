import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { MetricasVendedor } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// Seller metrics (docs/producto/entidades.md, docs/producto/precios.md; decision 031): every figure from real orders in several states.

describe('seller metrics', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir, subirComprobante } = ventasPrueba(() => t);

  it('adds up income, the 5 % commission, ready and completed orders, the success rate, days and top products', async () => {
    const u = await comprador();
    const s = await tienda([
      { nombre: 'Mate torpedo', precio: 10000, stock: 20 },
      { nombre: 'Bombilla pico de loro', precio: 5000, stock: 20 },
    ]);
    const [p1, p2] = s.productos as [string, string];
    const pedido = async (idProducto: string, cantidad: number) =>
      (
        await pedir(
          u,
          { emprendimientoId: s.id, items: [{ idProducto, cantidad }], metodoPago: 'TRANSFERENCIA' },
          randomUUID(),
        )
      ).body;
    const pagar = async (id: string) => {
      await subirComprobante(u, id, png);
      expect(
        (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${id}/transferencia`, { confirmada: true })).status,
      ).toBe(200);
    };
    const mover = async (id: string, ...estados: string[]) => {
      for (const estado of estados)
        expect((await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${id}/estado`, { estado })).status).toBe(200);
    };
    const completada = await pedido(p1, 2); // 20.000, paid, completed
    await pagar(completada.id);
    await mover(completada.id, 'preparando', 'listo', 'completado');
    const lista = await pedido(p2, 1); // 5.000, paid, ready
    await pagar(lista.id);
    await mover(lista.id, 'preparando', 'listo');
    await pedido(p1, 1); // unpaid: no income
    const cancelada = await pedido(p2, 3); // paid then cancelled (refunded): no income
    await pagar(cancelada.id);
    expect(
      (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${cancelada.id}/cancelar`, { motivo: 'Se rompió' })).status,
    ).toBe(200);

    const r = await call<MetricasVendedor>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${s.id}/metricas`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      periodo: '30',
      ingresosTotales: 25000,
      comisionesTotales: 1250,
      ingresosNetos: 23750,
      pedidosListos: 1,
      pedidosCompletados: 1,
      totalPedidos: 4,
      tasaExito: 25,
    });
    expect(r.body.porEstado).toEqual([
      { estado: 'pendiente', cantidad: 1 },
      { estado: 'preparando', cantidad: 0 },
      { estado: 'listo', cantidad: 1 },
      { estado: 'completado', cantidad: 1 },
      { estado: 'cancelado', cantidad: 1 },
    ]);
    expect(r.body.porDia).toHaveLength(30);
    const hoy = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    expect(r.body.porDia.at(-1)).toEqual({ fecha: hoy, ingresos: 25000, pedidos: 4 });
    expect(r.body.porDia.slice(0, -1).every((d) => d.pedidos === 0 && d.ingresos === 0)).toBe(true);
    expect(r.body.topProductosUnidades).toEqual([
      { idProducto: p1, nombre: 'Mate torpedo', unidades: 2, ingresos: 20000 },
      { idProducto: p2, nombre: 'Bombilla pico de loro', unidades: 1, ingresos: 5000 },
    ]);
    expect(r.body.topProductosIngresos.map((p) => p.idProducto)).toEqual([p1, p2]);

    const semana = (await call<MetricasVendedor>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${s.id}/metricas?periodo=7`))
      .body;
    expect(semana).toMatchObject({ periodo: '7', ingresosTotales: 25000, totalPedidos: 4 });
    expect(semana.porDia).toHaveLength(7);
    const todo = (await call<MetricasVendedor>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${s.id}/metricas?periodo=todo`))
      .body;
    expect(todo.porDia).toEqual([{ fecha: hoy, ingresos: 25000, pedidos: 4 }]);
  });

  it('does not count a completed order refunded afterwards as a success (docs/producto/pedidos.md#reembolso-y-métricas)', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Yerbera de lata', precio: 8000, stock: 5 }]);
    const completar = async () => {
      const v = (
        await pedir(u, {
          emprendimientoId: s.id,
          items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
          metodoPago: 'TRANSFERENCIA',
        })
      ).body;
      await subirComprobante(u, v.id, png);
      expect(
        (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${v.id}/transferencia`, { confirmada: true })).status,
      ).toBe(200);
      for (const estado of ['preparando', 'listo', 'completado'])
        expect((await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${v.id}/estado`, { estado })).status).toBe(200);
      return v;
    };
    await completar();
    const devuelta = await completar();
    const reembolso = await call(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/${devuelta.id}/reembolso`, {
      nota: 'Le devolví la plata por transferencia',
    });
    expect(reembolso.status).toBe(200);
    const r = (await call<MetricasVendedor>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${s.id}/metricas`)).body;
    expect(r).toMatchObject({ ingresosTotales: 8000, pedidosCompletados: 1, totalPedidos: 2, tasaExito: 50 });
  });

  it('is zero for a shop without sales and answers only its owner', async () => {
    const s = await tienda([]);
    expect(
      (await call<MetricasVendedor>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${s.id}/metricas?periodo=90`)).body,
    ).toMatchObject({
      ingresosTotales: 0,
      comisionesTotales: 0,
      tasaExito: 0,
      totalPedidos: 0,
      topProductosUnidades: [],
    });
    const otro = (await tienda([])).vendedor;
    const u: UsuarioPrueba = await comprador();
    expect((await call(otro, 'GET', `${VENTAS_VENDEDOR}/${s.id}/metricas`)).status).toBe(404);
    expect((await call(u, 'GET', `${VENTAS_VENDEDOR}/${s.id}/metricas`)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${VENTAS_VENDEDOR}/${s.id}/metricas` })).statusCode).toBe(401);
    expect((await call(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${s.id}/metricas?periodo=15`)).status).toBe(400);
  });
});
