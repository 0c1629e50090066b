import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES,
  MENSAJES_CUENTA,
  MENSAJES_PERFIL,
  type Comprador,
  type CompradorInput,
  type Provincia,
} from '@feria/contracts';
import { DEMO_COMPRADORES } from '../../demo/demo-compradores';
import { compradorValido, createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';

const BASE = '/api/comprador/v1/compradores';
const compradora = (): UsuarioPrueba => ({
  sub: randomUUID(),
  roles: ['comprador'],
  email: `c${Date.now()}@prueba.feria.ar`,
});
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('comprador: buyer area', () => {
  let t: TestApp;
  let caba: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    const provincias = (await t.app.inject('/api/v1/public/core/provincias')).json<Provincia[]>();
    caba = provincias.find((p) => p.nombre === 'Ciudad Autónoma de Buenos Aires')!.idProvincia;
  });
  afterAll(async () => t.close());

  const call = async <T = unknown>(u: UsuarioPrueba | null, method: Method, url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: u ? await t.auth(u) : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.body ? res.json<T>() : undefined };
  };
  const registrar = (u: UsuarioPrueba, cambios: Partial<CompradorInput> = {}) =>
    call<Comprador>(u, 'POST', BASE, compradorValido(caba, cambios));

  it('refuses every endpoint without a token (401) and to sellers and admins (403)', async () => {
    const id = randomUUID();
    const endpoints: [Method, string, object?][] = [
      ['POST', BASE, compradorValido(1)],
      ['GET', `${BASE}/${id}/verificar`],
      ['GET', `${BASE}/${id}`],
      ['PUT', `${BASE}/${id}`, compradorValido(1)],
      ['DELETE', `${BASE}/${id}`],
      ['GET', `${BASE}/${id}/eliminado`],
    ];
    for (const [method, url, payload] of endpoints) {
      expect(await call(null, method, url, payload), `${method} ${url}`).toEqual({
        status: 401,
        body: { mensaje: MENSAJES_PERFIL.noAutenticado, codigo: 'NO_AUTENTICADO' },
      });
      for (const roles of [['emprendedor'], ['admin']] as UsuarioPrueba['roles'][]) {
        expect(await call({ sub: id, roles }, method, url, payload), `${method} ${url} ${roles[0]}`).toEqual({
          status: 403,
          body: { mensaje: MENSAJES_PERFIL.sinPermiso, codigo: 'SIN_PERMISO' },
        });
      }
    }
  });

  it('registers the buyer profile for the caller, once', async () => {
    const u = compradora();
    expect((await call(u, 'GET', `${BASE}/${u.sub}/verificar`)).body).toEqual({ completo: false });
    const { status, body } = await registrar(u);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      userId: u.sub,
      email: u.email,
      nombre: 'Rocío',
      dni: '30111222',
      eliminado: false,
      direccion: {
        calle: 'Av. Rivadavia',
        provincia: 'Ciudad Autónoma de Buenos Aires',
        idProvincia: caba,
        codigoPostal: 'C1424CEY',
      },
    });
    expect((await call(u, 'GET', `${BASE}/${u.sub}/verificar`)).body).toEqual({ completo: true });
    expect(await registrar(u)).toEqual({
      status: 409,
      body: { mensaje: MENSAJES_PERFIL.perfilYaExiste, codigo: 'PERFIL_YA_EXISTE' },
    });
  });

  it('reads and updates the own profile by record id or by own user id', async () => {
    const u = compradora();
    const creado = (await registrar(u)).body!;
    expect((await call(u, 'GET', `${BASE}/${creado.id}`)).body).toEqual(creado);
    expect((await call(u, 'GET', `${BASE}/${u.sub}`)).body).toEqual(creado);
    const cambios = compradorValido(caba, {
      telefono: '+54 9 11 5555-0000',
      direccion: { ...compradorValido(caba).direccion, calle: 'Yatay', pisoDepto: null },
    });
    const { status, body } = await call<Comprador>(u, 'PUT', `${BASE}/${u.sub}`, cambios);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: creado.id,
      telefono: '+54 9 11 5555-0000',
      direccion: { calle: 'Yatay', pisoDepto: null },
    });
  });

  it("never shows, changes or deletes another buyer's profile: 404 for its id, 403 for its user id", async () => {
    const duena = compradora();
    const ajeno = (await registrar(duena)).body!;
    const intruso = compradora();
    await registrar(intruso, { nombre: 'Intrusa' });
    const noEncontrado = {
      status: 404,
      body: { mensaje: MENSAJES_PERFIL.perfilNoEncontrado, codigo: 'PERFIL_NO_ENCONTRADO' },
    };
    const sinPermiso = { status: 403, body: { mensaje: MENSAJES_PERFIL.sinPermiso, codigo: 'SIN_PERMISO' } };
    expect(await call(intruso, 'GET', `${BASE}/${ajeno.id}`)).toEqual(noEncontrado);
    expect(await call(intruso, 'PUT', `${BASE}/${ajeno.id}`, compradorValido(caba, { nombre: 'Hackeada' }))).toEqual(
      noEncontrado,
    );
    expect(await call(intruso, 'DELETE', `${BASE}/${ajeno.id}`)).toEqual(noEncontrado);
    expect(await call(intruso, 'GET', `${BASE}/${ajeno.id}/eliminado`)).toEqual(noEncontrado);
    expect(await call(intruso, 'GET', `${BASE}/${duena.sub}/verificar`)).toEqual(sinPermiso);
    expect(await call(intruso, 'GET', `${BASE}/${encodeURIComponent(DEMO_COMPRADORES[0]!.userId)}`)).toEqual(
      sinPermiso,
    );
    expect((await call(duena, 'GET', `${BASE}/${ajeno.id}`)).body).toEqual(ajeno);
  });

  it('validates the body with the Spanish messages of the contracts', async () => {
    const u = compradora();
    const dir = compradorValido(caba).direccion;
    const casos: [Partial<CompradorInput>, string, string?][] = [
      [{ dni: '30.111.222' }, MENSAJES_PERFIL.dniInvalido],
      [{ telefono: 'llamame' }, MENSAJES_PERFIL.telefonoInvalido],
      [{ nombre: '  ' }, 'El nombre es obligatorio'],
      [{ direccion: { ...dir, codigoPostal: '14' } }, MENSAJES_PERFIL.codigoPostalInvalido],
      [{ direccion: { ...dir, idProvincia: 0 } }, MENSAJES_PERFIL.provinciaObligatoria],
      [{ direccion: { ...dir, idProvincia: 99_999 } }, MENSAJES.provinciaInvalida, 'PROVINCIA_INVALIDA'],
    ];
    for (const [cambios, mensaje, codigo = 'VALIDACION'] of casos) {
      expect(await registrar(u, cambios), JSON.stringify(cambios)).toEqual({
        status: 400,
        body: { mensaje, codigo },
      });
    }
    expect((await call(u, 'GET', `${BASE}/${u.sub}/verificar`)).body).toEqual({ completo: false });
  });

  it('deletes softly: eliminado true, still complete, no longer editable', async () => {
    const u = compradora();
    const { id } = (await registrar(u)).body!;
    expect((await call(u, 'GET', `${BASE}/${u.sub}/eliminado`)).body).toEqual({ eliminado: false });
    expect(await call(u, 'DELETE', `${BASE}/${id}`)).toEqual({ status: 204, body: undefined });
    expect((await call(u, 'GET', `${BASE}/${id}/eliminado`)).body).toEqual({ eliminado: true });
    expect((await call(u, 'GET', `${BASE}/${u.sub}/verificar`)).body).toEqual({ completo: true });
    expect((await call<Comprador>(u, 'GET', `${BASE}/${id}`)).body).toMatchObject({ eliminado: true });
    expect(await call(u, 'PUT', `${BASE}/${id}`, compradorValido(caba))).toEqual({
      status: 409,
      body: { mensaje: MENSAJES_CUENTA.compradorInactivo, codigo: 'COMPRADOR_INACTIVO' },
    });
    expect((await registrar(u)).status).toBe(409);
  });

  it('answers eliminado false and 404 to a buyer without a profile', async () => {
    const u = compradora();
    expect((await call(u, 'GET', `${BASE}/${u.sub}/eliminado`)).body).toEqual({ eliminado: false });
    expect((await call(u, 'GET', `${BASE}/${u.sub}`)).status).toBe(404);
    expect((await call(u, 'DELETE', `${BASE}/${u.sub}`)).status).toBe(404);
  });

  it('has the demo buyers profiles, complete', async () => {
    for (const demo of DEMO_COMPRADORES) {
      const u: UsuarioPrueba = { sub: demo.userId, roles: ['comprador'], email: demo.email };
      const id = encodeURIComponent(demo.userId);
      expect((await call(u, 'GET', `${BASE}/${id}/verificar`)).body).toEqual({ completo: true });
      expect((await call<Comprador>(u, 'GET', `${BASE}/${id}`)).body).toMatchObject({
        nombre: demo.nombre,
        apellido: demo.apellido,
        email: demo.email,
        direccion: { provincia: demo.direccion.provincia, ciudad: demo.direccion.ciudad },
      });
    }
  });
});
