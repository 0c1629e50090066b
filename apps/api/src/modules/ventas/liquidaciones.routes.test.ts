import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MENSAJES_FINANZAS, type Liquidacion } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { crearEmprendimiento } from '../../testing/fixtures';
import { instantesDelPeriodo, periodoLiquidacion } from './liquidaciones.service';
import { VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// docs/producto/pagos.md#liquidaciones: the seller's settlement of a period, as JSON and as CSV.

const RUTA = (id: string) => `/api/emprendedor/v1/emprendimientos/${id}/liquidaciones`;
const diaArgentino = (d: Date) => new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

describe('seller settlements', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir, subirComprobante, pagar, notificado } = ventasPrueba(() => t);

  const leer = async (u: UsuarioPrueba | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: u ? await t.auth(u) : {} });

  async function pagada(u: UsuarioPrueba, s: { id: string; vendedor: UsuarioPrueba }, idProducto: string, n: number) {
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto, cantidad: n }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(r.status).toBe(201);
    await subirComprobante(u, r.body.id, png);
    expect(
      (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${r.body.id}/transferencia`, { confirmada: true })).status,
    ).toBe(200);
    return r.body;
  }

  it("answers the owner's paid orders of the period with totals that are their sum, and the same as CSV", async () => {
    const u = await comprador();
    const s = await tienda([
      { nombre: 'Mate de calabaza', precio: 12500.5, stock: 20 },
      { nombre: 'Bombilla', precio: 3000, stock: 20 },
    ]);
    const [mate, bombilla] = s.productos as [string, string];
    const a = await pagada(u, s, mate, 2); // 25.001
    const b = await pagada(u, s, bombilla, 1); // 3.000
    const devuelta = await pagada(u, s, bombilla, 2); // 6.000, cancelled: refunded
    expect(
      (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${devuelta.id}/cancelar`, { motivo: 'Sin stock' })).status,
    ).toBe(200);
    await pedir(u, { emprendimientoId: s.id, items: [{ idProducto: mate, cantidad: 1 }], metodoPago: 'TRANSFERENCIA' });

    const hoy = diaArgentino(new Date());
    const res = await leer(s.vendedor, `${RUTA(s.id)}?desde=${hoy}&hasta=${hoy}`);
    expect(res.statusCode).toBe(200);
    const l = res.json<Liquidacion>();
    expect(l.desde).toBe(hoy);
    expect(l.filas.map((f) => f.numero)).toEqual([a.numero, b.numero, devuelta.numero]);
    expect(l.filas[0]).toMatchObject({
      idVenta: a.id,
      metodoPago: 'TRANSFERENCIA',
      bruto: 25001,
      comisionMercadoPago: 0,
      comisionFeria: 1250.05,
      reembolsado: 0,
      neto: 23750.95,
    });
    expect(l.filas[2]).toMatchObject({ bruto: 6000, comisionFeria: 300, reembolsado: 6000, neto: -300 });
    for (const k of ['bruto', 'comisionMercadoPago', 'comisionFeria', 'reembolsado', 'neto'] as const)
      expect(l.totales[k]).toBeCloseTo(
        l.filas.reduce((s, f) => s + f[k], 0),
        2,
      );
    expect(l.totales).toEqual({
      bruto: 34001,
      envio: 0,
      comisionMercadoPago: 0,
      comisionFeria: 1700.05,
      reembolsado: 6000,
      neto: 26300.95,
    });
    // The default period is this month so far: today's orders are in it.
    expect((await leer(s.vendedor, RUTA(s.id))).json<Liquidacion>().totales.bruto).toBe(34001);
    // Argentine days: a period that ends yesterday has none of today's payments.
    const ayer = diaArgentino(new Date(Date.now() - 86_400_000));
    expect((await leer(s.vendedor, `${RUTA(s.id)}?desde=${ayer}&hasta=${ayer}`)).json<Liquidacion>().filas).toEqual([]);

    const csv = await leer(s.vendedor, `${RUTA(s.id)}?desde=${hoy}&hasta=${hoy}&formato=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const nombreTienda = (await t.app.inject(`/api/v1/public/core/emprendimientos/${s.id}`)).json<{ nombre?: string }>()
      .nombre;
    const slug = (nombreTienda ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(csv.headers['content-disposition']).toContain(`filename="liquidacion-${slug}-${hoy}-${hoy}.csv"`);
    expect(csv.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const lineas = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lineas[0]).toBe(
      'Pedido;Fecha;Medio de pago;Bruto;Envío;Comisión Mercado Pago;Comisión Feria;Reembolsado;Neto',
    );
    expect(lineas).toHaveLength(5);
    const primera = lineas[1]!.split(';');
    expect(primera).toHaveLength(9);
    expect(primera[0]).toBe(String(a.numero));
    expect(primera[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(primera.slice(2)).toEqual(['Transferencia', '25001', '0', '0', '1250,05', '0', '23750,95']);
    expect(lineas[4]).toBe('Total;;;34001;0;0;1700,05;6000;26300,95');
  });

  it('Mercado Pago: the fees the payment reported (split to the shop), and a refund taken from its row', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Poncho de telar', precio: 20000, stock: 5 }]);
    const porMercadoPago = async () => {
      const r = await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
        metodoPago: 'MERCADO_PAGO',
      });
      expect(r.status).toBe(201);
      const vuelta = await pagar(r.body.pago.urlPago!, 'aprobar');
      await notificado(vuelta.searchParams.get('payment_id')!);
      return r.body;
    };
    const cobrada = await porMercadoPago();
    const devuelta = await porMercadoPago();
    expect(
      (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${devuelta.id}/cancelar`, { motivo: 'Sin talle' })).status,
    ).toBe(200);

    const hoy = diaArgentino(new Date());
    const l = (await leer(s.vendedor, `${RUTA(s.id)}?desde=${hoy}&hasta=${hoy}`)).json<Liquidacion>();
    // The sandbox's Mercado Pago fee is 6,29 %; Feria's 5 % is split to the platform in the same payment.
    expect(l.filas).toEqual([
      expect.objectContaining({
        idVenta: cobrada.id,
        metodoPago: 'MERCADO_PAGO',
        bruto: 20000,
        comisionMercadoPago: 1258,
        comisionFeria: 1000,
        reembolsado: 0,
        neto: 17742,
      }),
      expect.objectContaining({
        idVenta: devuelta.id,
        bruto: 20000,
        comisionMercadoPago: 1258,
        comisionFeria: 1000,
        reembolsado: 20000,
        neto: -2258,
      }),
    ]);
    expect(l.totales).toEqual({
      bruto: 40000,
      envio: 0,
      comisionMercadoPago: 2516,
      comisionFeria: 2000,
      reembolsado: 20000,
      neto: 15484,
    });
  });

  it('is for the owner only and refuses a wrong period with the texts of the catalogue', async () => {
    const s = await tienda([{ nombre: 'Taza', precio: 1000 }]);
    const otro: UsuarioPrueba = { sub: crypto.randomUUID(), roles: ['emprendedor'] };
    await crearEmprendimiento(t.db, { ownerUserId: otro.sub, nombre: 'Otra tienda' });
    expect((await leer(null, RUTA(s.id))).statusCode).toBe(401);
    expect((await leer(otro, RUTA(s.id))).statusCode).toBe(404);
    expect((await leer(otro, `${RUTA(s.id)}?formato=csv`)).statusCode).toBe(404);
    expect((await leer(s.vendedor, RUTA(crypto.randomUUID()))).statusCode).toBe(404);
    expect((await leer(s.vendedor, RUTA('no-es-un-id'))).statusCode).toBe(400);
    for (const [q, texto] of [
      ['desde=2026-03-02&hasta=2026-03-01', MENSAJES_FINANZAS.periodoInvertido],
      ['desde=2024-01-01&hasta=2025-01-02', MENSAJES_FINANZAS.periodoLargo],
      ['desde=2026-02-30', MENSAJES_FINANZAS.fechaInvalida],
    ]) {
      const r = await leer(s.vendedor, `${RUTA(s.id)}?${q}`);
      expect(r.statusCode, q).toBe(400);
      expect(r.json<{ mensaje: string; codigo: string }>(), q).toMatchObject({ codigo: 'VALIDACION', mensaje: texto });
    }
    const vacia = (await leer(s.vendedor, `${RUTA(s.id)}?desde=2026-01-01&hasta=2026-01-31`)).json<Liquidacion>();
    expect(vacia).toEqual({
      desde: '2026-01-01',
      hasta: '2026-01-31',
      filas: [],
      totales: { bruto: 0, envio: 0, comisionMercadoPago: 0, comisionFeria: 0, reembolsado: 0, neto: 0 },
    });
  });

  it('turns Argentine days into instants and defaults to this month so far', () => {
    expect(instantesDelPeriodo({ desde: '2026-03-01', hasta: '2026-03-31' })).toEqual({
      desde: new Date('2026-03-01T03:00:00.000Z'),
      hasta: new Date('2026-04-01T02:59:59.999Z'),
    });
    // 01:30 UTC on 1 April is still 31 March in Argentina.
    expect(periodoLiquidacion({}, new Date('2026-04-01T01:30:00Z'))).toEqual({
      desde: '2026-03-01',
      hasta: '2026-03-31',
    });
    expect(periodoLiquidacion({ hasta: '2026-02-10' })).toEqual({ desde: '2026-02-01', hasta: '2026-02-10' });
  });
});
