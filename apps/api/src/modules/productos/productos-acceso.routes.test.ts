import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES, MENSAJES_PERFIL, type TipoProductoListItem } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';
import { BASE, error, pasos, tiposDeProducto, vendedor, type Metodo } from './productos-prueba';

describe('emprendedor: productos, acceso', () => {
  let t: TestApp;
  let tipos: TipoProductoListItem[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    tipos = await tiposDeProducto(t);
  });
  afterAll(async () => t.close());
  const { call, tienda, payload, crear, mios, publico } = pasos(
    () => t,
    () => tipos,
  );

  it('refuses every endpoint without a token (401) and to buyers and admins (403)', async () => {
    const id = randomUUID();
    const endpoints: [Metodo, string, object?][] = [
      ['POST', `${BASE}?idEmprendimiento=${id}`, payload()],
      ['GET', `${BASE}/tipos`],
      ['GET', `${BASE}/misProductos/${id}`],
      ['GET', `${BASE}/deshabilitados/${id}`],
      ['GET', `${BASE}/atributos/${id}`],
      ['GET', `${BASE}/resumen/${id}`],
      ['GET', `${BASE}/${id}`],
      ['PUT', `${BASE}/${id}`, payload()],
      ['DELETE', `${BASE}/${id}`],
      ['PATCH', `${BASE}/habilitar/${id}`],
      ['PATCH', `${BASE}/deshabilitar/${id}`],
      ['PUT', `${BASE}/${id}/imagenes/orden`, { orden: [1], principal: 1 }],
      ['DELETE', `${BASE}/${id}/imagenes/1`],
    ];
    for (const [method, url, body] of endpoints) {
      expect(await call(null, method, url, body), `${method} ${url}`).toEqual(
        error(401, MENSAJES_PERFIL.noAutenticado, 'NO_AUTENTICADO'),
      );
      for (const rol of ['comprador', 'admin'] as const) {
        expect(await call({ sub: randomUUID(), roles: [rol] }, method, url, body), `${method} ${url} ${rol}`).toEqual(
          error(403, MENSAJES_PERFIL.sinPermiso, 'SIN_PERMISO'),
        );
      }
    }
  });

  it("answers 404 to another seller for every id of someone else's shop and changes nothing", async () => {
    const duena = vendedor();
    const shop = await tienda(duena);
    const creado = (await crear(duena, shop)).body;
    const intrusa = vendedor();
    await tienda(intrusa);
    const sinEmprendimiento = error(404, MENSAJES.emprendimientoNoEncontrado, 'EMPRENDIMIENTO_NO_ENCONTRADO');
    const sinProducto = error(404, MENSAJES.productoNoEncontrado, 'PRODUCTO_NO_ENCONTRADO');
    const casos: [Metodo, string, object | undefined, object][] = [
      ['POST', `${BASE}?idEmprendimiento=${shop}`, payload({ sku: 'OTRO' }), sinEmprendimiento],
      ['GET', `${BASE}/misProductos/${shop}`, undefined, sinEmprendimiento],
      ['GET', `${BASE}/deshabilitados/${shop}`, undefined, sinEmprendimiento],
      ['GET', `${BASE}/atributos/${shop}`, undefined, sinEmprendimiento],
      ['GET', `${BASE}/resumen/${shop}`, undefined, sinEmprendimiento],
      ['GET', `${BASE}/${creado.id}`, undefined, sinProducto],
      ['PUT', `${BASE}/${creado.id}`, payload({ nombre: 'Robado' }), sinProducto],
      ['PATCH', `${BASE}/deshabilitar/${creado.id}`, undefined, sinProducto],
      ['PATCH', `${BASE}/habilitar/${creado.id}`, undefined, sinProducto],
      ['DELETE', `${BASE}/${creado.id}`, undefined, sinProducto],
      ['PUT', `${BASE}/${creado.id}/imagenes/orden`, { orden: [1], principal: 1 }, sinProducto],
      ['DELETE', `${BASE}/${creado.id}/imagenes/1`, undefined, sinProducto],
    ];
    for (const [method, url, body, esperado] of casos) {
      expect(await call(intrusa, method, url, body), `${method} ${url}`).toEqual(esperado);
    }
    // Unknown ids look exactly the same.
    expect(await call(intrusa, 'GET', `${BASE}/misProductos/${randomUUID()}`)).toEqual(sinEmprendimiento);
    expect(await call(intrusa, 'GET', `${BASE}/${randomUUID()}`)).toEqual(sinProducto);
    expect(await mios(duena, shop)).toEqual([creado]);
    expect(await publico(creado.id)).toBe(200);
  });
});
