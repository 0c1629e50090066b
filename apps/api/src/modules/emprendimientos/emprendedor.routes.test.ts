import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES,
  MENSAJES_CUENTA,
  MENSAJES_PERFIL,
  type EmprendimientoInput,
  type EmprendimientoPrivado,
  type Provincia,
  type Rubro,
} from '@feria/contracts';
import { DEMO_EMPRENDIMIENTOS } from '../../demo/demo-data';
import { demoOwnerId } from '../../lib/demo-owner';
import { createTestApp, emprendimientoValido, type TestApp, type UsuarioPrueba } from '../../testing';
import { respuestaError } from '../../lib/app-error.test-support';

const BASE = '/api/emprendedor/v1/emprendimientos';
const PUBLIC = '/api/v1/public/core';
const vendedor = (): UsuarioPrueba => ({ sub: randomUUID(), roles: ['emprendedor'] });

describe('emprendedor: emprendimiento area', () => {
  let t: TestApp;
  let ref: { idRubro: number; idProvincia: number };
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    const rubros = (await t.app.inject(`${PUBLIC}/rubros`)).json<Rubro[]>();
    const provincias = (await t.app.inject(`${PUBLIC}/provincias`)).json<Provincia[]>();
    ref = { idRubro: rubros[0]!.idRubro, idProvincia: provincias.find((p) => p.nombre === 'Río Negro')!.idProvincia };
  });
  afterAll(async () => t.close());

  const call = async <T = unknown>(
    u: UsuarioPrueba | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => {
    const headers = u ? await t.auth(u) : {};
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<T>() };
  };
  const crear = async (u: UsuarioPrueba, cambios: Partial<EmprendimientoInput> = {}) =>
    call<EmprendimientoPrivado>(u, 'POST', BASE, emprendimientoValido(ref, cambios));

  it('refuses every endpoint without a token (401) and to buyers and admins (403)', async () => {
    const id = randomUUID();
    const endpoints: [string, string, object?][] = [
      ['GET', `${BASE}/verificar/${id}`],
      ['GET', `${BASE}/${id}`],
      ['GET', BASE],
      ['POST', BASE, emprendimientoValido(ref)],
      ['PUT', `${BASE}/${id}`, emprendimientoValido(ref)],
      ['PUT', `${BASE}/desactivar/${id}`],
      ['GET', `${BASE}/consultarEstado/${id}?estado=Activo`],
    ];
    for (const [method, url, payload] of endpoints) {
      const m = method as 'GET' | 'POST' | 'PUT';
      expect(await call(null, m, url, payload), `${method} ${url}`).toEqual({
        status: 401,
        body: { mensaje: MENSAJES_PERFIL.noAutenticado, codigo: 'NO_AUTENTICADO' },
      });
      for (const roles of [['comprador'], ['admin']] as UsuarioPrueba['roles'][]) {
        expect(await call({ sub: id, roles }, m, url, payload), `${method} ${url} ${roles[0]}`).toEqual({
          status: 403,
          body: { mensaje: MENSAJES_PERFIL.sinPermiso, codigo: 'SIN_PERMISO' },
        });
      }
    }
  });

  it('creates the emprendimiento as a Pendiente solicitud owned by the caller, not yet public', async () => {
    const u = vendedor();
    expect((await call(u, 'GET', `${BASE}/verificar/${u.sub}`)).body).toEqual({ completo: false });
    const { status, body } = await crear(u, { ownerUserId: 'otro-usuario' } as Partial<EmprendimientoInput>);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      nombre: 'Cerámica del Bosque',
      estado: 'Pendiente',
      activo: true,
      ownerUserId: u.sub,
      motivoRechazo: null,
      cuit: '20123456786',
      cbu: '2850590940090418135201',
      alias: 'ceramica.bosque',
      direccion: { ciudad: 'El Bolsón', provincia: 'Río Negro' },
      cantidadProductos: 0,
    });
    expect((await call(u, 'GET', `${BASE}/verificar/${u.sub}`)).body).toEqual({ completo: true });
    expect((await t.app.inject(`${PUBLIC}/tienda/${body.id}`)).statusCode).toBe(404);
    expect((await t.app.inject(`${PUBLIC}/emprendimientos/${body.id}`)).statusCode).toBe(404);
    expect(await crear(u)).toMatchObject({
      status: 409,
      body: { mensaje: MENSAJES_PERFIL.emprendimientoYaExiste, codigo: 'EMPRENDIMIENTO_YA_EXISTE' },
    });
  });

  it('reads the own emprendimiento by its id or by the own user id, and lists only the own', async () => {
    const u = vendedor();
    const creado = (await crear(u)).body;
    expect((await call<EmprendimientoPrivado>(u, 'GET', `${BASE}/${creado.id}`)).body).toEqual(creado);
    expect((await call<EmprendimientoPrivado>(u, 'GET', `${BASE}/${u.sub}`)).body).toEqual(creado);
    expect((await call<EmprendimientoPrivado[]>(u, 'GET', BASE)).body).toEqual([creado]);
    expect((await call<EmprendimientoPrivado[]>(u, 'GET', `${BASE}?estado=Activo`)).body).toEqual([]);
    expect((await call<EmprendimientoPrivado[]>(vendedor(), 'GET', BASE)).body).toEqual([]);
  });

  it("never shows or changes another seller's emprendimiento: 404 for its id, 403 for its user id", async () => {
    const duena = vendedor();
    const ajeno = (await crear(duena)).body;
    const intruso = vendedor();
    await crear(intruso, { nombre: 'Intrusa' });
    const noEncontrado = {
      status: 404,
      body: { mensaje: MENSAJES.emprendimientoNoEncontrado, codigo: 'EMPRENDIMIENTO_NO_ENCONTRADO' },
    };
    const sinPermiso = { status: 403, body: { mensaje: MENSAJES_PERFIL.sinPermiso, codigo: 'SIN_PERMISO' } };
    expect(await call(intruso, 'GET', `${BASE}/${ajeno.id}`)).toEqual(noEncontrado);
    expect(await call(intruso, 'GET', `${BASE}/${randomUUID()}`)).toEqual(noEncontrado);
    expect(await call(intruso, 'PUT', `${BASE}/${ajeno.id}`, emprendimientoValido(ref, { nombre: 'Robado' }))).toEqual(
      noEncontrado,
    );
    expect(await call(intruso, 'GET', `${BASE}/consultarEstado/${ajeno.id}?estado=Pendiente`)).toEqual(noEncontrado);
    expect(await call(intruso, 'GET', `${BASE}/verificar/${duena.sub}`)).toEqual(sinPermiso);
    expect(await call(intruso, 'PUT', `${BASE}/desactivar/${duena.sub}`)).toEqual(sinPermiso);
    const demoOwner = demoOwnerId(DEMO_EMPRENDIMIENTOS[0]!.owner.email);
    expect(await call(intruso, 'GET', `${BASE}/${encodeURIComponent(demoOwner)}`)).toEqual(sinPermiso);
    const intacto = (await call<EmprendimientoPrivado>(duena, 'GET', `${BASE}/${ajeno.id}`)).body;
    expect(intacto).toEqual(ajeno);
  });

  it('updates the own emprendimiento; a Pendiente one stays Pendiente', async () => {
    const u = vendedor();
    const creado = (await crear(u)).body;
    const { status, body } = await call<EmprendimientoPrivado>(
      u,
      'PUT',
      `${BASE}/${u.sub}`,
      emprendimientoValido(ref, { nombre: 'Gres del Bosque', ciudad: 'Lago Puelo' }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: creado.id,
      nombre: 'Gres del Bosque',
      direccion: { ciudad: 'Lago Puelo' },
      estado: 'Pendiente',
    });
  });

  it('validates the body with the Spanish messages of the contracts', async () => {
    const u = vendedor();
    const casos: [Partial<EmprendimientoInput>, string, string?][] = [
      [{ cuit: '20-12345678-5' }, MENSAJES_PERFIL.cuitInvalido],
      [{ cbu: '2850590940090418135202' }, MENSAJES_PERFIL.cbuInvalido],
      [{ alias: 'mi alias' }, MENSAJES_PERFIL.aliasInvalido],
      [{ descripcion: 'Muy corta' }, 'La descripción debe tener al menos 20 caracteres'],
      [{ idRubro: 0 }, MENSAJES_PERFIL.rubroObligatorio],
      [{ idRubro: 99_999 }, MENSAJES.rubroInvalido, 'RUBRO_INVALIDO'],
      [{ idProvincia: 99_999 }, MENSAJES.provinciaInvalida, 'PROVINCIA_INVALIDA'],
      [{ logo: 'https://evil.example/logo.png' }, MENSAJES_CUENTA.logoInvalido, 'LOGO_INVALIDO'],
      [{ logo: '/uploads/../../etc/passwd.webp' }, MENSAJES_CUENTA.logoInvalido, 'LOGO_INVALIDO'],
    ];
    for (const [cambios, mensaje, codigo = 'VALIDACION'] of casos) {
      expect(await crear(u, cambios), JSON.stringify(cambios)).toEqual(respuestaError(400, mensaje, codigo));
    }
    expect((await call(u, 'GET', `${BASE}/verificar/${u.sub}`)).body).toEqual({ completo: false });
    expect((await crear(u, { logo: '/uploads/logos/0b0e7a52-7a7e-4c59-9a3c-8e1f2d3c4b5a.webp' })).status).toBe(201);
  });

  it('answers consultarEstado and requires the estado', async () => {
    const u = vendedor();
    const { id } = (await crear(u)).body;
    expect((await call(u, 'GET', `${BASE}/consultarEstado/${id}?estado=Pendiente`)).body).toEqual({
      estado: 'Pendiente',
      coincide: true,
    });
    expect((await call(u, 'GET', `${BASE}/consultarEstado/${u.sub}?estado=Eliminado`)).body).toEqual({
      estado: 'Pendiente',
      coincide: false,
    });
    expect(await call(u, 'GET', `${BASE}/consultarEstado/${id}`)).toEqual({
      status: 400,
      body: { mensaje: MENSAJES_PERFIL.estadoRequerido, codigo: 'VALIDACION' },
    });
  });

  it('deactivates an Activo demo shop: Eliminado, activo false, gone from the public site, no longer editable', async () => {
    const shop = DEMO_EMPRENDIMIENTOS[1]!;
    const owner: UsuarioPrueba = { sub: demoOwnerId(shop.owner.email), roles: ['emprendedor'] };
    const mio = (await call<EmprendimientoPrivado>(owner, 'GET', `${BASE}/${encodeURIComponent(owner.sub)}`)).body;
    expect(mio).toMatchObject({
      nombre: shop.nombre,
      estado: 'Activo',
      activo: true,
      cbu: shop.cbu,
      titular: shop.titular,
    });
    expect((await t.app.inject(`${PUBLIC}/tienda/${mio.id}`)).statusCode).toBe(200);
    const tiendasDe = async () =>
      (await t.app.inject(`${PUBLIC}/productos/buscar?nombre=${encodeURIComponent(shop.productos[0]!.nombre)}`))
        .json<{ content: { idEmprendimiento: string }[] }>()
        .content.map((p) => p.idEmprendimiento);
    expect(await tiendasDe()).toContain(mio.id);

    const { status, body } = await call<EmprendimientoPrivado>(
      owner,
      'PUT',
      `${BASE}/desactivar/${encodeURIComponent(owner.sub)}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: mio.id, estado: 'Eliminado', activo: false });
    expect((await t.app.inject(`${PUBLIC}/tienda/${mio.id}`)).statusCode).toBe(404);
    expect(await tiendasDe()).not.toContain(mio.id);

    // Still "complete" (the guard then sends the seller to /cuenta-desactivada), not editable, idempotent.
    expect((await call(owner, 'GET', `${BASE}/verificar/${encodeURIComponent(owner.sub)}`)).body).toEqual({
      completo: true,
    });
    expect((await call(owner, 'GET', `${BASE}/consultarEstado/${mio.id}?estado=Eliminado`)).body).toEqual({
      estado: 'Eliminado',
      coincide: true,
    });
    expect(await call(owner, 'PUT', `${BASE}/${mio.id}`, emprendimientoValido(ref))).toEqual({
      status: 409,
      body: { mensaje: MENSAJES_CUENTA.emprendimientoDesactivado, codigo: 'EMPRENDIMIENTO_DESACTIVADO' },
    });
    expect((await call(owner, 'PUT', `${BASE}/desactivar/${encodeURIComponent(owner.sub)}`)).body).toMatchObject({
      estado: 'Eliminado',
    });
  });

  it('answers 404 to desactivar when the seller has no emprendimiento', async () => {
    const u = vendedor();
    expect((await call(u, 'PUT', `${BASE}/desactivar/${u.sub}`)).status).toBe(404);
    expect((await call(u, 'GET', `${BASE}/${u.sub}`)).status).toBe(404);
  });
});
