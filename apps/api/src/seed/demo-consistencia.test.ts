import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmprendimientoPublico, MetricasVendedor, Page, ProductoTienda, ResenasPage } from '@feria/contracts';
import { DEMO_EMPRENDIMIENTOS } from '../demo/demo-data';
import { demoOwnerId } from '../lib/demo-owner';
import { totalesDeVentas, unidadesCompletadasPorProducto } from '../modules/ventas/ventas.test-support';
import { createTestApp, type TestApp } from '../testing';
import { CON_RESENA } from './demo-ventas';

// A demo that agrees with itself (decision 064, docs/producto/demo.md): each product's sold count,
// its reviews and the seller's metrics come from the same completed demo orders.

const PUBLIC = '/api/v1/public/core';

describe('demo consistency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t.close());
  const get = async <T>(url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ url, headers })).json<T>();

  it('sells each product exactly the units of its completed demo orders; every product sold has verified reviews from those orders; the metrics add up', async () => {
    const tiendas = (await get<Page<EmprendimientoPublico>>(`${PUBLIC}/emprendimientos?size=100`)).content;
    expect(tiendas).toHaveLength(DEMO_EMPRENDIMIENTOS.length);
    let productosVendidos = 0;
    for (const demo of DEMO_EMPRENDIMIENTOS) {
      const tienda = tiendas.find((e) => e.nombre === demo.nombre)!;
      const vendidas = await unidadesCompletadasPorProducto(t.db, tienda.id);
      const productos = await get<ProductoTienda[]>(`${PUBLIC}/tienda/productos/obtenerProductos/${tienda.id}`);
      for (const p of productos) {
        const ordenes = vendidas.get(p.id);
        expect(p.vendidos, `${demo.nombre} · ${p.nombre}`).toBe(ordenes?.unidades ?? 0);
        const resenas = await get<ResenasPage>(`${PUBLIC}/productos/${p.id}/resenas?size=50`);
        expect(resenas.resumen.numReseñas, p.nombre).toBe(p.numReseñas);
        expect(resenas.content.length, p.nombre).toBe(Math.min(50, p.numReseñas));
        for (const r of resenas.content) expect(r.compraVerificada, p.nombre).toBe(true);
        if (p.vendidos > 0) productosVendidos++;
        else expect(p.numReseñas, p.nombre).toBe(0);
        if (p.vendidos >= CON_RESENA)
          expect(p.numReseñas, `${p.nombre}: ${p.vendidos} vendidos y sin reseñas`).toBeGreaterThan(0);
      }

      const dueno = await t.auth({ sub: demoOwnerId(demo.owner.email), roles: ['emprendedor'] });
      const m = await get<MetricasVendedor>(
        `/api/emprendedor/v1/emprendimientos/ventas/${tienda.id}/metricas?periodo=todo`,
        dueno,
      );
      const totales = await totalesDeVentas(t.db, tienda.id);
      expect(totales.pedidos, demo.nombre).toBeGreaterThan(0);
      expect(m.totalPedidos, demo.nombre).toBe(totales.pedidos);
      expect(m.pedidosCompletados, demo.nombre).toBe(totales.completados);
      expect(m.ingresosTotales, demo.nombre).toBeCloseTo(totales.monto, 2);
      expect(m.topProductosUnidades.length, demo.nombre).toBeGreaterThan(0);
      for (const top of m.topProductosUnidades)
        expect(top.unidades, `${demo.nombre} · ${top.nombre}`).toBe(vendidas.get(top.idProducto)!.unidades);
      const masVendido = productos.reduce((a, b) => (b.vendidos > a.vendidos ? b : a));
      expect(m.topProductosUnidades[0]!.unidades, demo.nombre).toBe(masVendido.vendidos);
    }
    expect(productosVendidos).toBeGreaterThan(100);
  });
});
