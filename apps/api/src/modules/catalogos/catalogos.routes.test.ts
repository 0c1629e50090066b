import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES,
  MENSAJES_CATALOGO,
  MENSAJES_CUENTA,
  MENSAJES_PERFIL,
  type Catalogo,
  type ProductoVendedor,
} from '@feria/contracts';
import { crearCatalogo, createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { BASE, catalogosPrueba, error, noEncontrado, PUBLIC, type Metodo } from './catalogos.test-support';

describe('emprendedor: catalogs (docs/producto/api.md#catalogos)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, tienda, publicos } = catalogosPrueba(() => t);

  it('refuses every endpoint without a token (401) and to buyers and admins (403), changing nothing', async () => {
    const { id } = await tienda();
    const cat = await crearCatalogo(t.db, id, 'Intacto', []);
    const endpoints: [Metodo, string, unknown?][] = [
      ['GET', `${BASE}/${id}`],
      ['POST', `${BASE}/${id}`, { nombre: 'Nuevo' }],
      ['PUT', `${BASE}/${cat}/actualizarDatos`, { nombre: 'Robado' }],
      ['DELETE', `${BASE}/${cat}`],
      ['PATCH', `${BASE}/habilitar/${cat}`],
      ['PATCH', `${BASE}/deshabilitar/${cat}`],
      ['GET', `${BASE}/${cat}/productos`],
      ['POST', `${BASE}/${cat}/actualizar-productos`, []],
    ];
    for (const [method, url, payload] of endpoints) {
      expect(await call(null, method, url, payload), `${method} ${url}`).toEqual(
        error(401, MENSAJES_PERFIL.noAutenticado, 'NO_AUTENTICADO'),
      );
      for (const roles of [['comprador'], ['admin']] as UsuarioPrueba['roles'][]) {
        expect(await call({ sub: randomUUID(), roles }, method, url, payload), `${method} ${url} ${roles[0]}`).toEqual(
          error(403, MENSAJES_PERFIL.sinPermiso, 'SIN_PERMISO'),
        );
      }
    }
    expect((await publicos(id)).map((c) => c.nombre)).toEqual(['Intacto']);
  });

  it('creates, lists, renames and shows catalogs on the public shop page at once', async () => {
    const { u, id } = await tienda();
    const creado = await call<Catalogo>(u, 'POST', `${BASE}/${id}`, { nombre: '  Temporada de invierno ' });
    expect(creado.status).toBe(201);
    expect(creado.body).toEqual({
      idCatalogo: expect.any(Number),
      nombre: 'Temporada de invierno',
      habilitado: true,
      cantidadProductos: 0,
    });
    const segundo = (await call<Catalogo>(u, 'POST', `${BASE}/${id}`, { nombre: 'Regalos' })).body;
    expect((await call<Catalogo[]>(u, 'GET', `${BASE}/${id}`)).body).toEqual([creado.body, segundo]);
    expect(await publicos(id)).toEqual([
      { idCatalogo: creado.body.idCatalogo, nombre: 'Temporada de invierno', habilitado: true, productosIds: [] },
      { idCatalogo: segundo.idCatalogo, nombre: 'Regalos', habilitado: true, productosIds: [] },
    ]);

    const renombrado = await call<Catalogo>(u, 'PUT', `${BASE}/${segundo.idCatalogo}/actualizarDatos`, {
      nombre: 'Regalos del Día del Padre',
    });
    expect(renombrado).toEqual({ status: 200, body: { ...segundo, nombre: 'Regalos del Día del Padre' } });
    // Its own name again (other case) is not a duplicate of itself.
    expect(
      (
        await call<Catalogo>(u, 'PUT', `${BASE}/${segundo.idCatalogo}/actualizarDatos`, {
          nombre: 'REGALOS del día del padre',
        })
      ).status,
    ).toBe(200);
    expect((await publicos(id)).map((c) => c.nombre)).toEqual(['Temporada de invierno', 'REGALOS del día del padre']);
  });

  it('refuses empty, too long, missing and repeated names with the Spanish messages', async () => {
    const { u, id } = await tienda();
    const cat = (await call<Catalogo>(u, 'POST', `${BASE}/${id}`, { nombre: 'Ofertas' })).body;
    const otro = (await call<Catalogo>(u, 'POST', `${BASE}/${id}`, { nombre: 'Novedades' })).body;
    const casos: [unknown, string][] = [
      [{ nombre: '   ' }, MENSAJES_CATALOGO.nombreObligatorio],
      [{ nombre: 'x'.repeat(61) }, MENSAJES_CATALOGO.nombreLargo],
      [{ nombre: 'x'.repeat(100_000) }, MENSAJES_CATALOGO.nombreLargo],
      [{ nombre: 42 }, MENSAJES_CATALOGO.nombreObligatorio],
      [{}, MENSAJES_CATALOGO.nombreObligatorio],
      [['Ofertas'], MENSAJES_CATALOGO.nombreObligatorio],
    ];
    for (const [payload, mensaje] of casos) {
      expect(await call(u, 'POST', `${BASE}/${id}`, payload), JSON.stringify(payload).slice(0, 40)).toEqual(
        error(400, mensaje, 'VALIDACION'),
      );
      expect(await call(u, 'PUT', `${BASE}/${cat.idCatalogo}/actualizarDatos`, payload)).toEqual(
        error(400, mensaje, 'VALIDACION'),
      );
    }
    expect((await call(u, 'POST', `${BASE}/${id}`)).status).toBe(400);
    expect(await call(u, 'POST', `${BASE}/${id}`, { nombre: ' ofertas ' })).toEqual(
      error(409, MENSAJES_CATALOGO.nombreRepetido, 'CATALOGO_NOMBRE_DUPLICADO'),
    );
    expect(await call(u, 'PUT', `${BASE}/${otro.idCatalogo}/actualizarDatos`, { nombre: 'OFERTAS' })).toEqual(
      error(409, MENSAJES_CATALOGO.nombreRepetido, 'CATALOGO_NOMBRE_DUPLICADO'),
    );
    // 60 characters is the limit, and another shop may use the same name.
    expect((await call(u, 'POST', `${BASE}/${id}`, { nombre: 'x'.repeat(60) })).status).toBe(201);
    const ajena = await tienda();
    expect((await call(ajena.u, 'POST', `${BASE}/${ajena.id}`, { nombre: 'Ofertas' })).status).toBe(201);
    expect((await call<Catalogo[]>(u, 'GET', `${BASE}/${id}`)).body.map((c) => c.nombre)).toEqual([
      'Ofertas',
      'Novedades',
      'x'.repeat(60),
    ]);
  });

  it('answers 400 for ids that are not ids', async () => {
    const { u } = await tienda();
    const invalido = error(400, MENSAJES.idInvalido, 'VALIDACION');
    expect(await call(u, 'GET', `${BASE}/no-es-un-uuid`)).toEqual(invalido);
    expect(await call(u, 'PATCH', `${BASE}/habilitar/abc`)).toEqual(invalido);
    expect(await call(u, 'DELETE', `${BASE}/99999999999`)).toEqual(invalido);
    expect(await call(u, 'GET', `${BASE}/-3/productos`)).toEqual(invalido);
  });

  it("never shows or changes another seller's shop or catalogs: 404 with no data", async () => {
    const duena = await tienda();
    const cat = await crearCatalogo(t.db, duena.id, 'Privado', [duena.viejo]);
    const intruso = await tienda();
    const sinEmprendimiento = error(404, MENSAJES.emprendimientoNoEncontrado, 'EMPRENDIMIENTO_NO_ENCONTRADO');
    expect(await call(intruso.u, 'GET', `${BASE}/${duena.id}`)).toEqual(sinEmprendimiento);
    expect(await call(intruso.u, 'POST', `${BASE}/${duena.id}`, { nombre: 'Intruso' })).toEqual(sinEmprendimiento);
    expect(await call(intruso.u, 'GET', `${BASE}/${randomUUID()}`)).toEqual(sinEmprendimiento);
    const ajenos: [Metodo, string, unknown?][] = [
      ['PUT', `${BASE}/${cat}/actualizarDatos`, { nombre: 'Robado' }],
      ['PATCH', `${BASE}/deshabilitar/${cat}`],
      ['PATCH', `${BASE}/habilitar/${cat}`],
      ['GET', `${BASE}/${cat}/productos`],
      ['POST', `${BASE}/${cat}/actualizar-productos`, [intruso.viejo]],
      ['POST', `${BASE}/${cat}/actualizar-productos`, []],
      ['DELETE', `${BASE}/${cat}`],
      ['DELETE', `${BASE}/2147483647`],
    ];
    for (const [method, url, payload] of ajenos)
      expect(await call(intruso.u, method, url, payload), `${method} ${url}`).toEqual(noEncontrado);
    expect((await call<Catalogo[]>(duena.u, 'GET', `${BASE}/${duena.id}`)).body).toEqual([
      { idCatalogo: cat, nombre: 'Privado', habilitado: true, cantidadProductos: 1 },
    ]);
    expect((await call<Catalogo[]>(intruso.u, 'GET', `${BASE}/${intruso.id}`)).body).toEqual([]);
  });

  it('lets a Pendiente shop prepare catalogs that are not public yet', async () => {
    const { u, id, viejo } = await tienda('Pendiente');
    const cat = (await call<Catalogo>(u, 'POST', `${BASE}/${id}`, { nombre: 'Lanzamiento' })).body;
    expect(cat.habilitado).toBe(true);
    expect((await call(u, 'POST', `${BASE}/${cat.idCatalogo}/actualizar-productos`, [viejo])).status).toBe(200);
    expect((await t.app.inject(`${PUBLIC}/catalogos/${id}`)).statusCode).toBe(404);
  });

  it('keeps a deactivated shop read-only', async () => {
    const { u, id, viejo } = await tienda('Eliminado');
    const cat = await crearCatalogo(t.db, id, 'Archivo', [viejo]);
    const desactivado = error(409, MENSAJES_CUENTA.emprendimientoDesactivado, 'EMPRENDIMIENTO_DESACTIVADO');
    expect((await call<Catalogo[]>(u, 'GET', `${BASE}/${id}`)).body.map((c) => c.nombre)).toEqual(['Archivo']);
    expect(await call(u, 'POST', `${BASE}/${id}`, { nombre: 'Nuevo' })).toEqual(desactivado);
    expect(await call(u, 'PUT', `${BASE}/${cat}/actualizarDatos`, { nombre: 'Otro' })).toEqual(desactivado);
    expect(await call(u, 'PATCH', `${BASE}/deshabilitar/${cat}`)).toEqual(desactivado);
    expect(await call(u, 'POST', `${BASE}/${cat}/actualizar-productos`, [])).toEqual(desactivado);
    expect(await call(u, 'DELETE', `${BASE}/${cat}`)).toEqual(desactivado);
    expect((await call<ProductoVendedor[]>(u, 'GET', `${BASE}/${cat}/productos`)).body.map((p) => p.id)).toEqual([
      viejo,
    ]);
  });
});
