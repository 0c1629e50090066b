import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { filasLiquidacion, sumaDeFilas } from './liquidaciones.queries';
import { VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// docs/producto/pagos.md#liquidaciones: one row per order that received its payment, from the database.

describe('settlement rows', () => {
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

  async function transferencia(u: UsuarioPrueba, emprendimientoId: string, idProducto: string, cantidad: number) {
    const r = await pedir(u, { emprendimientoId, items: [{ idProducto, cantidad }], metodoPago: 'TRANSFERENCIA' });
    expect(r.status).toBe(201);
    return r.body.id;
  }
  async function pagada(u: UsuarioPrueba, s: { vendedor: UsuarioPrueba }, id: string) {
    await subirComprobante(u, id, png);
    const r = await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${id}/transferencia`, { confirmada: true });
    expect(r.status).toBe(200);
  }

  it('lists the paid orders (refunded ones with their refund), not the unpaid or cancelled ones, per shop and period', async () => {
    const u = await comprador();
    const s = await tienda([
      { nombre: 'Mate imperial', precio: 10000, stock: 20 },
      { nombre: 'Yerbera de lata', precio: 4999.99, stock: 20 },
    ]);
    const otra = await tienda([{ nombre: 'Poncho salteño', precio: 80000, stock: 5 }]);
    const [mate, yerbera] = s.productos as [string, string];
    const antes = new Date(Date.now() - 1000);

    const completada = await transferencia(u, s.id, mate, 2); // 20.000
    await pagada(u, s, completada);
    for (const estado of ['preparando', 'listo', 'completado'])
      expect((await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${completada}/estado`, { estado })).status).toBe(200);
    const lista = await transferencia(u, s.id, yerbera, 1); // 4.999,99
    await pagada(u, s, lista);
    const reembolsada = await transferencia(u, s.id, yerbera, 3); // 14.999,97, paid then cancelled: refunded
    await pagada(u, s, reembolsada);
    expect(
      (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${reembolsada}/cancelar`, { motivo: 'Sin stock real' }))
        .status,
    ).toBe(200);
    const sinPagar = await transferencia(u, s.id, mate, 1);
    const cancelada = await transferencia(u, s.id, mate, 1);
    expect(
      (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${cancelada}/cancelar`, { motivo: 'Me arrepentí' })).status,
    ).toBe(200);
    const ajena = await transferencia(u, otra.id, otra.productos[0]!, 1);
    await pagada(u, otra, ajena);
    const despues = new Date(Date.now() + 1000);

    const filas = await filasLiquidacion(t.db, { emprendimientoId: s.id, desde: antes, hasta: despues });
    expect(filas.map((f) => f.idVenta)).toEqual([completada, lista, reembolsada]);
    expect(filas.map((f) => f.idVenta)).not.toContain(sinPagar);
    const porId = new Map(filas.map((f) => [f.idVenta, f]));
    // Transfers: no Mercado Pago fee; Feria's 5 % is owed (docs/producto/precios.md).
    expect(porId.get(completada)).toMatchObject({
      emprendimientoId: s.id,
      metodoPago: 'TRANSFERENCIA',
      bruto: 20000,
      comisionMercadoPago: 0,
      comisionFeria: 1000,
      reembolsado: 0,
      neto: 19000,
    });
    expect(porId.get(lista)).toMatchObject({ bruto: 4999.99, comisionFeria: 250, reembolsado: 0, neto: 4749.99 });
    expect(porId.get(reembolsada)).toMatchObject({
      bruto: 14999.97,
      comisionFeria: 750, // 5 % of 14.999,97 rounded to the cent
      reembolsado: 14999.97,
      neto: -750,
    });
    for (const f of filas) {
      expect(f.fecha.getTime()).toBeGreaterThanOrEqual(antes.getTime());
      expect(f.numero).toBeGreaterThan(0);
    }
    expect(sumaDeFilas(filas)).toEqual({
      bruto: 39999.96,
      envio: 0,
      comisionMercadoPago: 0,
      comisionFeria: 2000,
      reembolsado: 14999.97,
      neto: 22999.99,
    });

    // Every shop (the admin's finances): the other shop's paid order too.
    const todas = await filasLiquidacion(t.db, { desde: antes, hasta: despues });
    expect(todas.find((f) => f.idVenta === ajena)).toMatchObject({ emprendimientoId: otra.id, bruto: 80000 });
    // The period is about when the payment was approved: nothing before.
    expect(await filasLiquidacion(t.db, { emprendimientoId: s.id, desde: antes, hasta: antes })).toEqual([]);
    expect(await filasLiquidacion(t.db, { emprendimientoId: s.id, desde: despues, hasta: despues })).toEqual([]);
  });

  it('adds totals in cents', () => {
    const fila = {
      bruto: 0.1,
      envio: 0.05,
      comisionMercadoPago: 0.01,
      comisionFeria: 0.02,
      reembolsado: 0,
      neto: 0.07,
    };
    expect(sumaDeFilas([fila, fila, fila])).toEqual({
      bruto: 0.3,
      envio: 0.15,
      comisionMercadoPago: 0.03,
      comisionFeria: 0.06,
      reembolsado: 0,
      neto: 0.21,
    });
    expect(sumaDeFilas([])).toEqual({
      bruto: 0,
      envio: 0,
      comisionMercadoPago: 0,
      comisionFeria: 0,
      reembolsado: 0,
      neto: 0,
    });
  });
});
