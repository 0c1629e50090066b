import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmprendimientoPublico, Producto, ProductoPage, ProductoTienda } from '@feria/contracts';
import { DEMO_EMPRENDIMIENTOS } from '../../demo/demo-data';
import { demoOwnerId } from '../../lib/demo-owner';
import { createTestApp, type TestApp } from '../../testing';

// docs/producto/pagos.md#medios-de-pago: the shop's and the product's pages say what the shop takes
// before checkout; the demo has one transfer-only shop (docs/producto/demo.md#cobros).

const P = '/api/v1/public/core';
const conectada = DEMO_EMPRENDIMIENTOS.find((s) => !s.soloTransferencia)!;
const soloTransferencia = DEMO_EMPRENDIMIENTOS.find((s) => s.soloTransferencia)!;

describe('public payment methods of a shop and its products', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The public JSON cache on: a connection change must drop the shop's cached answers.
    t = await createTestApp({ seed: 'demo', env: { CACHE_TTL_SECONDS: '300' } });
  });
  afterAll(async () => t.close());

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };
  const idDe = async (nombre: string) =>
    (await get<EmprendimientoPublico[]>(`${P}/emprendimientos/buscar?nombre=${encodeURIComponent(nombre)}`))[0]!.id;
  const productoDe = async (id: string) =>
    (await get<ProductoTienda[]>(`${P}/tienda/productos/obtenerProductos/${id}`))[0]!;

  it('a connected shop and its product take Mercado Pago and transfer', async () => {
    const id = await idDe(conectada.nombre);
    expect((await get<EmprendimientoPublico>(`${P}/tienda/${id}`)).mediosDePago).toEqual([
      'MERCADO_PAGO',
      'TRANSFERENCIA',
    ]);
    const p = await productoDe(id);
    expect((await get<Producto>(`${P}/productos/${p.id}`)).mediosDePago).toEqual(['MERCADO_PAGO', 'TRANSFERENCIA']);
  });

  it('the transfer-only demo shop and its product say transfer only', async () => {
    const id = await idDe(soloTransferencia.nombre);
    expect((await get<EmprendimientoPublico>(`${P}/tienda/${id}`)).mediosDePago).toEqual(['TRANSFERENCIA']);
    const p = await productoDe(id);
    expect((await get<Producto>(`${P}/productos/${p.id}`)).mediosDePago).toEqual(['TRANSFERENCIA']);
  });

  it('searches stay lean: no payment methods per product', async () => {
    const page = await get<ProductoPage>(`${P}/productos/buscar?size=5`);
    expect(page.content.length).toBeGreaterThan(0);
    for (const p of page.content) expect(p).not.toHaveProperty('mediosDePago');
  });

  it('a shop that disconnects says transfer only at once, even with its answers cached', async () => {
    const id = await idDe(conectada.nombre);
    const p = await productoDe(id);
    await get(`${P}/tienda/${id}`);
    await get(`${P}/productos/${p.id}`);
    const auth = await t.auth({ sub: demoOwnerId(conectada.owner.email), roles: ['emprendedor'] });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/emprendedor/v1/emprendimientos/${id}/mercadopago`,
      headers: auth,
    });
    expect(res.statusCode).toBeLessThan(300);
    expect((await get<EmprendimientoPublico>(`${P}/tienda/${id}`)).mediosDePago).toEqual(['TRANSFERENCIA']);
    expect((await get<Producto>(`${P}/productos/${p.id}`)).mediosDePago).toEqual(['TRANSFERENCIA']);
  });
});
