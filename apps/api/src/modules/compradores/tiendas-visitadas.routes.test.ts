import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES, MENSAJES_PERFIL, type EmprendimientoPublico } from '@feria/contracts';
import { createTestApp, crearEmprendimiento, type TestApp, type UsuarioPrueba } from '../../testing';

// docs/producto/entidades.md history of the last 10 visited shops (decision 039).
const BASE = '/api/comprador/v1/tiendas-visitadas';
const compradora = (): UsuarioPrueba => ({ sub: randomUUID(), roles: ['comprador'] });

describe('tiendas visitadas', () => {
  let t: TestApp;
  const tiendas: string[] = [];
  let pendiente: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    for (let i = 0; i < 12; i++) tiendas.push(await crearEmprendimiento(t.db, { nombre: `Tienda visitada ${i}` }));
    pendiente = await crearEmprendimiento(t.db, { nombre: 'Tienda pendiente', estado: 'Pendiente' });
  });
  afterAll(async () => t.close());

  const call = async <T = unknown>(
    u: UsuarioPrueba | null,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
  ) => {
    const res = await t.app.inject({ method, url, headers: u ? await t.auth(u) : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.body ? res.json<T>() : undefined };
  };
  const visitar = (u: UsuarioPrueba, id: string) => call(u, 'PUT', `${BASE}/${id}`);
  const visitadas = async (u: UsuarioPrueba) => {
    const r = await call<EmprendimientoPublico[]>(u, 'GET', BASE);
    expect(r.status).toBe(200);
    return r.body!.map((e) => e.id);
  };

  it('is only for signed-in buyers', async () => {
    expect((await call(null, 'GET', BASE)).status).toBe(401);
    expect((await call(null, 'PUT', `${BASE}/${tiendas[0]}`)).status).toBe(401);
    expect(await call({ sub: randomUUID(), roles: ['emprendedor'] }, 'PUT', `${BASE}/${tiendas[0]}`)).toEqual({
      status: 403,
      body: { mensaje: MENSAJES_PERFIL.sinPermiso, codigo: 'SIN_PERMISO' },
    });
  });

  it('records a visit, newest first, and a repeated visit moves the shop up without duplicating it', async () => {
    const u = compradora();
    expect(await visitadas(u)).toEqual([]);
    expect(await visitar(u, tiendas[0]!)).toEqual({ status: 204, body: undefined });
    expect(await visitar(u, tiendas[1]!)).toMatchObject({ status: 204 });
    expect(await visitadas(u)).toEqual([tiendas[1], tiendas[0]]);
    expect(await visitar(u, tiendas[0]!)).toMatchObject({ status: 204 });
    expect(await visitar(u, tiendas[0]!)).toMatchObject({ status: 204 });
    expect(await visitadas(u)).toEqual([tiendas[0], tiendas[1]]);
    const [primera] = (await call<EmprendimientoPublico[]>(u, 'GET', BASE)).body!;
    expect(primera).toMatchObject({ id: tiendas[0], nombre: 'Tienda visitada 0', verificado: true });
  });

  it('keeps the last 10: the oldest visit is dropped', async () => {
    const u = compradora();
    for (const id of tiendas.slice(0, 11)) expect((await visitar(u, id)).status).toBe(204);
    expect(await visitadas(u)).toEqual(tiendas.slice(1, 11).reverse());
  });

  it("shows only the caller's own visits", async () => {
    const ana = compradora();
    const beto = compradora();
    await visitar(ana, tiendas[5]!);
    expect(await visitadas(beto)).toEqual([]);
    expect(await visitadas(ana)).toEqual([tiendas[5]]);
  });

  it('refuses a shop that is not public or does not exist, and an invalid id', async () => {
    const u = compradora();
    const noEncontrado = {
      status: 404,
      body: { mensaje: MENSAJES.emprendimientoNoEncontrado, codigo: 'EMPRENDIMIENTO_NO_ENCONTRADO' },
    };
    expect(await visitar(u, pendiente)).toEqual(noEncontrado);
    expect(await visitar(u, randomUUID())).toEqual(noEncontrado);
    expect(await visitar(u, 'no-es-un-id')).toEqual({
      status: 400,
      body: { mensaje: MENSAJES.idInvalido, codigo: 'VALIDACION' },
    });
    expect(await visitadas(u)).toEqual([]);
  });

  it('imports the browser history after login: newest first, before older server visits, skipping shops not public', async () => {
    const u = compradora();
    await visitar(u, tiendas[0]!);
    const r = await call<EmprendimientoPublico[]>(u, 'POST', `${BASE}/importar`, {
      ids: [tiendas[3], pendiente, tiendas[2], tiendas[0]],
    });
    expect(r.status).toBe(200);
    expect(r.body!.map((e) => e.id)).toEqual([tiendas[3], tiendas[2], tiendas[0]]);
    expect(await visitadas(u)).toEqual([tiendas[3], tiendas[2], tiendas[0]]);
    // Importing the same list again changes nothing; an empty list only reads.
    await call(u, 'POST', `${BASE}/importar`, { ids: [tiendas[3], tiendas[2]] });
    expect(
      (await call<EmprendimientoPublico[]>(u, 'POST', `${BASE}/importar`, { ids: [] })).body!.map((e) => e.id),
    ).toEqual([tiendas[3], tiendas[2], tiendas[0]]);
  });

  it('keeps 10 after an import too, and refuses more than 10 ids or repeated ones', async () => {
    const u = compradora();
    await visitar(u, tiendas[11]!);
    await visitar(u, tiendas[10]!);
    const r = await call<EmprendimientoPublico[]>(u, 'POST', `${BASE}/importar`, { ids: tiendas.slice(0, 9) });
    expect(r.body!.map((e) => e.id)).toEqual([...tiendas.slice(0, 9), tiendas[10]]);
    expect(await call(u, 'POST', `${BASE}/importar`, { ids: tiendas.slice(0, 11) })).toEqual({
      status: 400,
      body: { mensaje: MENSAJES.tiendasVisitadasDemasiadas, codigo: 'VALIDACION' },
    });
    expect(await call(u, 'POST', `${BASE}/importar`, { ids: [tiendas[1], tiendas[1]] })).toEqual({
      status: 400,
      body: { mensaje: MENSAJES.tiendasVisitadasRepetidas, codigo: 'VALIDACION' },
    });
  });
});
