import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES, type AtributoSugerido, type ResumenVendedor } from '@feria/contracts';
import {
  createTestApp,
  crearCatalogo,
  crearEmprendimiento,
  crearProducto,
  type TestApp,
  type UsuarioPrueba,
} from '../../testing';

const BASE = '/api/emprendedor/v1/productos';
const vendedor = (): UsuarioPrueba => ({ sub: randomUUID(), roles: ['emprendedor'] });

describe('emprendedor: atributos sugeridos y resumen del panel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());

  const get = async <T>(u: UsuarioPrueba, url: string) => {
    const res = await t.app.inject({ url, headers: await t.auth(u) });
    return { status: res.statusCode, body: res.json<T>() };
  };
  const noEncontrado = {
    status: 404,
    body: { mensaje: MENSAJES.emprendimientoNoEncontrado, codigo: 'EMPRENDIMIENTO_NO_ENCONTRADO' },
  };

  it('answers the distinct keys (case-insensitive, most used first) with their distinct values', async () => {
    const u = vendedor();
    const shop = await crearEmprendimiento(t.db, { ownerUserId: u.sub });
    await crearProducto(t.db, shop, { nombre: 'Remera', atributos: { Color: 'Azul', Talle: 'M' } });
    await crearProducto(t.db, shop, { nombre: 'Buzo', atributos: { Color: 'Azul', Talle: 'L' } });
    await crearProducto(t.db, shop, {
      nombre: 'Gorro',
      atributos: { color: 'azul ', Material: 'Lana' },
      habilitado: false,
    });
    await crearProducto(t.db, shop, { nombre: 'Bufanda', atributos: { ' COLOR': 'Rojo', talle: 'M' } });
    // Deleted products and other shops do not count.
    await crearProducto(t.db, shop, { nombre: 'Viejo', atributos: { Aroma: 'Lavanda' }, eliminado: true });
    await crearProducto(t.db, await crearEmprendimiento(t.db), { nombre: 'Ajeno', atributos: { Peso: '1 kg' } });
    const { status, body } = await get<AtributoSugerido[]>(u, `${BASE}/atributos/${shop}`);
    expect(status).toBe(200);
    expect(body).toEqual([
      { clave: 'Color', valores: ['Azul', 'Rojo'] },
      { clave: 'Talle', valores: ['L', 'M'] },
      { clave: 'Material', valores: ['Lana'] },
    ]);
  });

  it("answers docs/producto/errores.md's own text when the attributes cannot be read", async () => {
    const u = vendedor();
    const shop = await crearEmprendimiento(t.db, { ownerUserId: u.sub });
    await t.db.execute(sql`alter table app.producto_atributos rename to producto_atributos_fuera`);
    try {
      expect(await get(u, `${BASE}/atributos/${shop}`)).toEqual({
        status: 500,
        body: { mensaje: 'Error interno del servidor al obtener atributos', codigo: 'ATRIBUTOS_ERROR_INTERNO' },
      });
    } finally {
      await t.db.execute(sql`alter table app.producto_atributos_fuera rename to producto_atributos`);
    }
  });

  it('answers an empty list for a shop without attributes and 404 for unknown or foreign shops', async () => {
    const u = vendedor();
    const shop = await crearEmprendimiento(t.db, { ownerUserId: u.sub, estado: 'Pendiente' });
    expect(await get(u, `${BASE}/atributos/${shop}`)).toEqual({ status: 200, body: [] });
    expect(await get(u, `${BASE}/atributos/${randomUUID()}`)).toEqual(noEncontrado);
    const ajena = await crearEmprendimiento(t.db);
    await crearProducto(t.db, ajena, { nombre: 'Secreto', atributos: { Receta: 'Privada' } });
    expect(await get(u, `${BASE}/atributos/${ajena}`)).toEqual(noEncontrado);
    expect(await get(u, `${BASE}/atributos/123`)).toEqual({
      status: 400,
      body: { mensaje: MENSAJES.idInvalido, codigo: 'VALIDACION' },
    });
  });

  it('counts enabled, disabled and out-of-stock live products and the catalogs of the shop', async () => {
    const u = vendedor();
    const shop = await crearEmprendimiento(t.db, { ownerUserId: u.sub });
    expect((await get<ResumenVendedor>(u, `${BASE}/resumen/${shop}`)).body).toEqual({
      habilitados: 0,
      deshabilitados: 0,
      sinStock: 0,
      catalogos: 0,
    });
    const a = await crearProducto(t.db, shop, { nombre: 'A', stock: 3 });
    await crearProducto(t.db, shop, { nombre: 'B', stock: 0 });
    await crearProducto(t.db, shop, { nombre: 'C', stock: 0, habilitado: false });
    await crearProducto(t.db, shop, { nombre: 'D', stock: 0, eliminado: true });
    await crearCatalogo(t.db, shop, 'Verano', [a]);
    await crearCatalogo(t.db, shop, 'Invierno', [], false);
    await crearCatalogo(t.db, await crearEmprendimiento(t.db), 'Ajeno', []);
    expect(await get(u, `${BASE}/resumen/${shop}`)).toEqual({
      status: 200,
      body: { habilitados: 2, deshabilitados: 1, sinStock: 2, catalogos: 2 },
    });
    expect(await get(vendedor(), `${BASE}/resumen/${shop}`)).toEqual(noEncontrado);
  });
});
