import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MENSAJES_FINANZAS, type FinanzasAdmin, type Venta } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { diaArgentino } from './finanzas';
import { filasLiquidacion } from './liquidaciones.queries';
import { VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// GET /api/admin/v1/finanzas (docs/producto/pagos.md#finanzas): the sellers' settlement rows added
// up, so a shop's figures are the sum of its rows and the total the sum of the shops.

const RUTA = '/api/admin/v1/finanzas';
const admin: UsuarioPrueba = { sub: randomUUID(), roles: ['admin'] };

describe('admin finances', () => {
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

  /** A bank-transfer order the seller confirmed: paid, its commission owed to the platform. */
  const transferenciaPagada = async (u: UsuarioPrueba, s: Awaited<ReturnType<typeof tienda>>, cantidad = 1) => {
    const { body: venta } = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad }],
      metodoPago: 'TRANSFERENCIA',
    });
    await subirComprobante(u, venta.id, png);
    const r = await call<Venta>(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/transferencia`, {
      confirmada: true,
    });
    expect(r.status).toBe(200);
    return venta;
  };

  /** A Mercado Pago order approved in the sandbox, collected by the shop's own account (split payment). */
  const mercadoPagoPagado = async (u: UsuarioPrueba, s: Awaited<ReturnType<typeof tienda>>) => {
    const { body: venta } = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'MERCADO_PAGO',
    });
    const vuelta = await pagar(venta.pago.urlPago!, 'aprobar');
    await notificado(vuelta.searchParams.get('payment_id')!);
    return venta;
  };

  it("adds up every shop's settlement rows: per shop, per day and in total; split commission collected, transfers' owed", async () => {
    const u = await comprador();
    const a = await tienda([{ nombre: 'Mate de calabaza', precio: 12000, stock: 10 }], { mercadoPago: false });
    const b = await tienda([{ nombre: 'Alfajores x 6', precio: 7500, stock: 10 }]);
    const c = await tienda([{ nombre: 'Poncho de telar', precio: 20000, stock: 10 }]);
    await transferenciaPagada(u, a);
    await transferenciaPagada(u, a, 2);
    await transferenciaPagada(u, b);
    await mercadoPagoPagado(u, c);
    // Ordered but never paid: not in any settlement, so not in the finances.
    await pedir(u, {
      emprendimientoId: b.id,
      items: [{ idProducto: b.productos[0]!, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });

    const hoy = diaArgentino(new Date());
    const r = await call<FinanzasAdmin>(admin, 'GET', `${RUTA}?desde=${hoy}&hasta=${hoy}`);
    expect(r.status).toBe(200);
    const f = r.body;
    expect(f).toMatchObject({ desde: hoy, hasta: hoy });

    const filas = await filasLiquidacion(t.db, {
      desde: new Date(`${hoy}T00:00:00-03:00`),
      hasta: new Date(`${hoy}T23:59:59.999-03:00`),
    });
    const cent = (n: number) => Math.round(n * 100);
    for (const s of [a, b, c]) {
      const suyas = filas.filter((x) => x.emprendimientoId === s.id);
      const suma = (k: 'bruto' | 'comisionFeria' | 'comisionMercadoPago' | 'reembolsado', de = suyas) =>
        de.reduce((n, x) => n + cent(x[k]), 0) / 100;
      const fila = f.emprendimientos.find((e) => e.emprendimientoId === s.id)!;
      expect(fila).toMatchObject({
        nombre: expect.stringMatching(/^Tienda /),
        pedidos: suyas.length,
        gmv: suma('bruto'),
        comisionMercadoPago: suma('comisionMercadoPago'),
        comisionCobradaMercadoPago: suma(
          'comisionFeria',
          suyas.filter((x) => x.metodoPago === 'MERCADO_PAGO'),
        ),
        comisionAdeudadaTransferencias: suma(
          'comisionFeria',
          suyas.filter((x) => x.metodoPago === 'TRANSFERENCIA'),
        ),
        reembolsado: suma('reembolsado'),
      });
    }
    expect(f.emprendimientos.find((e) => e.emprendimientoId === a.id)).toMatchObject({
      pedidos: 2,
      gmv: 36000,
      comisionAdeudadaTransferencias: 1800,
    });
    expect(f.emprendimientos.find((e) => e.emprendimientoId === b.id)).toMatchObject({ pedidos: 1, gmv: 7500 });
    // Paid into the shop's own account: Mercado Pago's fee (the sandbox's 6,29 %) and Feria's 5 % already split.
    expect(f.emprendimientos.find((e) => e.emprendimientoId === c.id)).toMatchObject({
      pedidos: 1,
      gmv: 20000,
      comisionMercadoPago: 1258,
      comisionCobradaMercadoPago: 1000,
      comisionAdeudadaTransferencias: 0,
    });
    // The largest GMV first; the total is the sum of the shops (only these sold in this database).
    expect(f.emprendimientos.map((e) => e.emprendimientoId)).toEqual([a.id, c.id, b.id]);
    const total = (k: keyof FinanzasAdmin['totales']) => f.emprendimientos.reduce((n, e) => n + cent(e[k]), 0) / 100;
    for (const k of Object.keys(f.totales) as (keyof FinanzasAdmin['totales'])[]) expect(f.totales[k]).toBe(total(k));
    expect(f.porDia).toEqual([{ fecha: hoy, gmv: 63500, comision: 3175 }]);

    // The same as CSV for Excel in Argentina: BOM, ';', decimal comma, the total last.
    const csv = await t.app.inject({
      method: 'GET',
      url: `${RUTA}?desde=${hoy}&hasta=${hoy}&formato=csv`,
      headers: await t.auth(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`finanzas-${hoy}-${hoy}.csv`);
    const lineas = csv.body.split('\r\n');
    expect(lineas[0]).toBe(
      '\uFEFFEmprendimiento;Pedidos;Ventas brutas (GMV);Comisión Mercado Pago;Comisión Feria cobrada (Mercado Pago);Comisión Feria adeudada (transferencias);Reembolsado',
    );
    expect(lineas).toContain(`${f.emprendimientos[0]!.nombre};2;36000;0;0;1800;0`);
    expect(lineas.at(-2)).toBe('Total;4;63500;1258;1000;2175;0');
  });

  it('defaults to this month so far and lists every day of the period', async () => {
    const hoy = diaArgentino(new Date());
    const r = await call<FinanzasAdmin>(admin, 'GET', RUTA);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ desde: `${hoy.slice(0, 8)}01`, hasta: hoy });
    expect(r.body.porDia.map((d) => d.fecha).at(0)).toBe(`${hoy.slice(0, 8)}01`);
    expect(r.body.porDia.map((d) => d.fecha).at(-1)).toBe(hoy);
    const marzo = await call<FinanzasAdmin>(admin, 'GET', `${RUTA}?desde=2020-03-01&hasta=2020-03-31`);
    expect(marzo.body).toMatchObject({ emprendimientos: [], totales: { pedidos: 0, gmv: 0 } });
    expect(marzo.body.porDia).toHaveLength(31);
  });

  it('refuses an inverted, too long or malformed period with the schema texts', async () => {
    const casos: [string, string][] = [
      ['desde=2026-03-02&hasta=2026-03-01', MENSAJES_FINANZAS.periodoInvertido],
      ['desde=2024-01-01&hasta=2025-01-02', MENSAJES_FINANZAS.periodoLargo],
      ['desde=2026-02-30', MENSAJES_FINANZAS.fechaInvalida],
      ['desde=ayer', MENSAJES_FINANZAS.fechaInvalida],
      // Only `desde`, years back: the default `hasta` (today) makes the period too long.
      ['desde=2001-01-01', MENSAJES_FINANZAS.periodoLargo],
    ];
    for (const [query, mensaje] of casos) {
      const r = await call<{ codigo: string; mensaje: string }>(admin, 'GET', `${RUTA}?${query}`);
      expect(r, query).toMatchObject({ status: 400, body: { codigo: 'VALIDACION', mensaje } });
    }
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject(RUTA)).statusCode).toBe(401);
    const vendedor: UsuarioPrueba = { sub: randomUUID(), roles: ['emprendedor'] };
    expect((await call(vendedor, 'GET', RUTA)).status).toBe(403);
    expect((await call(vendedor, 'GET', `${RUTA}?formato=csv`)).status).toBe(403);
  });
});
