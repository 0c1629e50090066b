import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Estadisticas, ProductoPage, TipoProductoListItem } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';
import { BASE, PUBLIC, pasos, tiposDeProducto, vendedor } from './productos-prueba';

// With the short public cache on (as in production), seller writes must show publicly at once.
describe('emprendedor: productos y caché pública', () => {
  let t: TestApp;
  let tipos: TipoProductoListItem[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty', env: { CACHE_TTL_SECONDS: '300' } });
    tipos = await tiposDeProducto(t);
  });
  afterAll(async () => t.close());
  const { call, tienda, crear } = pasos(
    () => t,
    () => tipos,
  );
  const publicos = async () => (await t.app.inject(`${PUBLIC}/estadisticas`)).json<Estadisticas>().productos;
  const listado = async () => (await t.app.inject(`${PUBLIC}/productos/buscar`)).json<ProductoPage>().totalElements;

  it('updates the cached public counts after create, disable, enable and delete', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const [antes, totalAntes] = [await publicos(), await listado()];
    const { id } = (await crear(u, shop)).body;
    expect([await publicos(), await listado()]).toEqual([antes + 1, totalAntes + 1]);
    await call(u, 'PATCH', `${BASE}/deshabilitar/${id}`);
    expect([await publicos(), await listado()]).toEqual([antes, totalAntes]);
    await call(u, 'PATCH', `${BASE}/habilitar/${id}`);
    expect(await publicos()).toBe(antes + 1);
    await call(u, 'DELETE', `${BASE}/${id}`);
    expect([await publicos(), await listado()]).toEqual([antes, totalAntes]);
  });
});
