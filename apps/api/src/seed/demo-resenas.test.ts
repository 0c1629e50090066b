import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmprendimientoPage, ResenasPage, Venta } from '@feria/contracts';
import { createTestApp, type TestApp } from '../testing';
import { DEMO_COMPRADORES, DEMO_COMPRADORES_VENTAS } from '../demo/demo-compradores';
import { autorDe } from '../modules/resenas/resenas.service';

// The demo's reviews (decisions 038, 064) come from completed demo orders and show real averages.

describe('demo reviews', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t.close());

  it('gives demo shops real ratings from completed orders of the demo buyers, one with the seller’s answer', async () => {
    const autores = new Set(
      [...DEMO_COMPRADORES, ...DEMO_COMPRADORES_VENTAS].map((c) => autorDe(`${c.nombre} ${c.apellido}`)),
    );
    const page = (await t.app.inject('/api/v1/public/core/emprendimientos?size=50')).json<EmprendimientoPage>();
    const conResenas = page.content.filter((e) => e.numReseñas > 0);
    expect(conResenas.length).toBeGreaterThanOrEqual(3);
    const conRespuesta = [];
    for (const e of conResenas) {
      const r = (await t.app.inject(`/api/v1/public/core/tienda/${e.id}/resenas`)).json<ResenasPage>();
      expect(r.resumen).toMatchObject({ calificacion: e.calificacion, numReseñas: e.numReseñas });
      expect(r.content.every((x) => x.compraVerificada && autores.has(x.autor))).toBe(true);
      conRespuesta.push(...r.content.filter((x) => x.respuesta));
    }
    expect(conRespuesta).toHaveLength(1);
    // The buyer sees those orders as completed.
    const lucia = { sub: DEMO_COMPRADORES[0]!.userId, roles: ['comprador'] as const };
    const mios = await t.app.inject({
      url: '/api/comprador/v1/ventas',
      headers: await t.auth({ ...lucia, roles: [...lucia.roles] }),
    });
    const pedidos = mios.json<{ content: Venta[] }>().content;
    expect(pedidos.length).toBeGreaterThanOrEqual(3);
    expect(pedidos.every((p) => p.estado === 'completado')).toBe(true);
  });
});
