import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIRECCIONES_MAX,
  MENSAJES,
  MENSAJES_DIRECCION,
  MENSAJES_PERFIL,
  type DireccionGuardada,
  type DireccionGuardadaInput,
  type Provincia,
} from '@feria/contracts';
import { compradorValido, createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';

// docs/producto/direcciones.md: a buyer's saved addresses.
const BASE = '/api/comprador/v1/direcciones';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const compradora = (): UsuarioPrueba => ({ sub: randomUUID(), roles: ['comprador'] });

describe('direcciones del comprador', () => {
  let t: TestApp;
  let caba: number;
  let cordoba: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    const provincias = (await t.app.inject('/api/v1/public/core/provincias')).json<Provincia[]>();
    caba = provincias.find((p) => p.nombre === 'Ciudad Autónoma de Buenos Aires')!.idProvincia;
    cordoba = provincias.find((p) => p.nombre === 'Córdoba')!.idProvincia;
  });
  afterAll(async () => t.close());

  const call = async <T = unknown>(u: UsuarioPrueba | null, method: Method, url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: u ? await t.auth(u) : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.body ? res.json<T>() : undefined };
  };
  const valida = (cambios: Partial<Record<keyof DireccionGuardadaInput, unknown>> = {}) => ({
    alias: 'Casa',
    destinatario: 'Rocío Benítez',
    telefono: '11 4567-8901',
    calle: 'Av. Rivadavia',
    numero: '5120',
    piso: '2',
    depto: 'A',
    ciudad: 'Caballito',
    idProvincia: caba,
    codigoPostal: 'C1424CEY',
    indicaciones: 'Timbre de arriba',
    ...cambios,
  });
  /** A buyer with a completed profile. */
  const conPerfil = async () => {
    const u = compradora();
    expect((await call(u, 'POST', '/api/comprador/v1/compradores', compradorValido(caba))).status).toBe(201);
    return u;
  };
  const crear = (u: UsuarioPrueba, cambios = {}) => call<DireccionGuardada>(u, 'POST', BASE, valida(cambios));
  const listar = async (u: UsuarioPrueba) => (await call<DireccionGuardada[]>(u, 'GET', BASE)).body!;
  const predeterminadas = async (u: UsuarioPrueba) =>
    (await listar(u)).filter((d) => d.predeterminada).map((d) => d.alias);

  it('is only for buyers with a profile', async () => {
    expect((await call(null, 'GET', BASE)).status).toBe(401);
    const vendedora: UsuarioPrueba = { sub: randomUUID(), roles: ['emprendedor'] };
    for (const [method, url, body] of [
      ['GET', BASE],
      ['POST', BASE, valida()],
      ['PUT', `${BASE}/${randomUUID()}`, valida()],
      ['DELETE', `${BASE}/${randomUUID()}`],
    ] as [Method, string, object?][])
      expect(await call(vendedora, method, url, body), `${method} ${url}`).toEqual({
        status: 403,
        body: { mensaje: MENSAJES_PERFIL.sinPermiso, codigo: 'SIN_PERMISO' },
      });
    const sinPerfil = compradora();
    const perfilFaltante = { mensaje: MENSAJES_PERFIL.perfilNoEncontrado, codigo: 'PERFIL_NO_ENCONTRADO' };
    expect(await call(sinPerfil, 'GET', BASE)).toEqual({ status: 404, body: perfilFaltante });
    expect(await crear(sinPerfil)).toEqual({ status: 404, body: perfilFaltante });
  });

  it('saves an address, stores the postal code in capitals, and the first one is the default', async () => {
    const u = await conPerfil();
    expect(await listar(u)).toEqual([]);
    const { status, body } = await crear(u, { codigoPostal: ' c1424cey ', piso: '', depto: null });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      alias: 'Casa',
      destinatario: 'Rocío Benítez',
      telefono: '11 4567-8901',
      calle: 'Av. Rivadavia',
      numero: '5120',
      piso: null,
      depto: null,
      ciudad: 'Caballito',
      idProvincia: caba,
      provincia: 'Ciudad Autónoma de Buenos Aires',
      codigoPostal: 'C1424CEY',
      indicaciones: 'Timbre de arriba',
      predeterminada: true,
    });
    expect(await call(u, 'GET', `${BASE}/${body!.id}`)).toEqual({ status: 200, body });
    expect(await listar(u)).toEqual([body]);
  });

  const cp = MENSAJES_PERFIL.codigoPostalInvalido;
  const tel = MENSAJES_PERFIL.telefonoInvalido;
  // [case, changes to a valid address, the message of the 400 (null: saved)]
  const casos: [string, () => object, string | null][] = [
    ['a 4-digit postal code', () => ({ codigoPostal: '5000', idProvincia: cordoba }), null],
    ['a CPA of the province', () => ({ codigoPostal: 'X5000IYV', idProvincia: cordoba }), null],
    ['a CPA in lower case', () => ({ codigoPostal: 'x5000iyv', idProvincia: cordoba }), null],
    [
      'a CPA of another province',
      () => ({ codigoPostal: 'C1424CEY', idProvincia: cordoba }),
      MENSAJES_DIRECCION.cpaDeOtraProvincia,
    ],
    ['a 3-digit postal code', () => ({ codigoPostal: '500' }), cp],
    ['a CPA with 3 digits', () => ({ codigoPostal: 'C142CEYA' }), cp],
    ['a CPA with a missing letter', () => ({ codigoPostal: 'C1424CE' }), cp],
    ['no postal code', () => ({ codigoPostal: undefined }), cp],
    ['no alias', () => ({ alias: '  ' }), 'Poné un nombre para reconocerla, por ejemplo Casa o Trabajo'],
    ['no recipient', () => ({ destinatario: undefined }), 'Indicá quién recibe el pedido'],
    ['no street', () => ({ calle: '' }), 'La calle es obligatoria'],
    ['no number', () => ({ numero: '' }), 'El número es obligatorio'],
    ['no city', () => ({ ciudad: undefined }), 'La ciudad es obligatoria'],
    ['no province', () => ({ idProvincia: undefined }), MENSAJES_PERFIL.provinciaObligatoria],
    ['an unknown province', () => ({ idProvincia: 999999 }), MENSAJES.provinciaInvalida],
    ['a phone without area code', () => ({ telefono: '4567-890' }), tel],
    ['a foreign phone', () => ({ telefono: '+1 212 555 0100' }), tel],
    ['no phone', () => ({ telefono: '' }), MENSAJES_DIRECCION.telefonoRequerido],
    ['an alias too long', () => ({ alias: 'x'.repeat(41) }), 'El nombre no puede superar los 40 caracteres'],
    ['a street too long', () => ({ calle: 'x'.repeat(121) }), 'La calle no puede superar los 120 caracteres'],
    ['a floor too long', () => ({ piso: 'x'.repeat(11) }), 'El piso no puede superar los 10 caracteres'],
    [
      'instructions too long',
      () => ({ indicaciones: 'x'.repeat(201) }),
      'Las indicaciones no pueden superar los 200 caracteres',
    ],
  ];
  it.each(casos)('validates %s', async (_, cambios, mensaje) => {
    const u = await conPerfil();
    const datos = cambios() as { codigoPostal?: string };
    const { status, body } = await call<DireccionGuardada & { mensaje?: string }>(u, 'POST', BASE, valida(datos));
    if (mensaje === null) {
      expect(status).toBe(201);
      expect(body!.codigoPostal).toBe(datos.codigoPostal!.toUpperCase());
      return;
    }
    expect(status).toBe(400);
    expect(body!.mensaje).toBe(mensaje);
    expect(await listar(u)).toEqual([]);
  });

  it('says why a CPA of another province is refused', async () => {
    const u = await conPerfil();
    expect((await crear(u, { codigoPostal: 'C1424CEY', idProvincia: cordoba })).body).toMatchObject({
      codigo: 'DIRECCION_CPA_DE_OTRA_PROVINCIA',
      mensaje: MENSAJES_DIRECCION.cpaDeOtraProvincia,
      campo: 'codigoPostal',
    });
  });

  it('keeps one default: a new default unsets the previous one, and a PUT saves the fields', async () => {
    const u = await conPerfil();
    const casa = (await crear(u)).body!;
    const trabajo = (await crear(u, { alias: 'Trabajo' })).body!;
    expect(trabajo.predeterminada).toBe(false);
    const padres = (await crear(u, { alias: 'Padres', predeterminada: true })).body!;
    expect(padres.predeterminada).toBe(true);
    expect(await predeterminadas(u)).toEqual(['Padres']);

    const editada = await call<DireccionGuardada>(u, 'PUT', `${BASE}/${trabajo.id}`, {
      ...valida({ alias: 'Oficina', ciudad: 'Córdoba', idProvincia: cordoba, codigoPostal: 'x5000iyv' }),
      predeterminada: true,
    });
    expect(editada.body).toMatchObject({ alias: 'Oficina', provincia: 'Córdoba', codigoPostal: 'X5000IYV' });
    expect(await predeterminadas(u)).toEqual(['Oficina']);

    // `false` on the default leaves the buyer with a default; 'Usar como predeterminada' moves it.
    await call(u, 'PUT', `${BASE}/${trabajo.id}`, { ...valida({ alias: 'Oficina' }), predeterminada: false });
    expect(await predeterminadas(u)).toEqual(['Oficina']);
    const lista = await call<DireccionGuardada[]>(u, 'PUT', `${BASE}/${casa.id}/predeterminada`);
    expect(lista.status).toBe(200);
    expect(lista.body!.map((d) => [d.alias, d.predeterminada])).toEqual([
      ['Casa', true],
      ['Padres', false],
      ['Oficina', false],
    ]);
  });

  it('deleting the default makes the most recent other address the default', async () => {
    const u = await conPerfil();
    const casa = (await crear(u)).body!;
    const trabajo = (await crear(u, { alias: 'Trabajo' })).body!;
    await crear(u, { alias: 'Padres' });
    await call(u, 'PUT', `${BASE}/${trabajo.id}/predeterminada`);
    expect(await call(u, 'DELETE', `${BASE}/${trabajo.id}`)).toEqual({ status: 204, body: undefined });
    expect(await predeterminadas(u)).toEqual(['Padres']);
    expect(await call(u, 'DELETE', `${BASE}/${casa.id}`)).toMatchObject({ status: 204 });
    expect(await predeterminadas(u)).toEqual(['Padres']);
    expect(await call(u, 'DELETE', `${BASE}/${casa.id}`)).toMatchObject({
      status: 404,
      body: { codigo: 'DIRECCION_NO_ENCONTRADA', mensaje: MENSAJES_DIRECCION.noEncontrada },
    });
  });

  it('10 concurrent "make default" calls leave exactly one default', async () => {
    const u = await conPerfil();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await crear(u, { alias: `Dirección ${i}` })).body!.id);
    const respuestas = await Promise.all(ids.map((id) => call(u, 'PUT', `${BASE}/${id}/predeterminada`)));
    expect(respuestas.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await predeterminadas(u)).toHaveLength(1);
  });

  it(`keeps at most ${DIRECCIONES_MAX} addresses per buyer`, async () => {
    const u = await conPerfil();
    for (let i = 0; i < DIRECCIONES_MAX; i++) expect((await crear(u, { alias: `D${i}` })).status).toBe(201);
    expect(await crear(u, { alias: 'Una más' })).toEqual({
      status: 409,
      body: { codigo: 'DIRECCIONES_LIMITE', mensaje: MENSAJES_DIRECCION.demasiadas },
    });
    expect(await listar(u)).toHaveLength(DIRECCIONES_MAX);
  });

  it("answers 404 for another buyer's address and leaves it untouched", async () => {
    const duena = await conPerfil();
    const otra = await conPerfil();
    const suya = (await crear(duena)).body!;
    await crear(otra);
    const noEncontrada = {
      status: 404,
      body: { codigo: 'DIRECCION_NO_ENCONTRADA', mensaje: MENSAJES_DIRECCION.noEncontrada },
    };
    expect(await call(otra, 'GET', `${BASE}/${suya.id}`)).toEqual(noEncontrada);
    expect(await call(otra, 'PUT', `${BASE}/${suya.id}`, valida({ alias: 'Mía' }))).toEqual(noEncontrada);
    expect(await call(otra, 'PUT', `${BASE}/${suya.id}/predeterminada`)).toEqual(noEncontrada);
    expect(await call(otra, 'DELETE', `${BASE}/${suya.id}`)).toEqual(noEncontrada);
    expect(await listar(duena)).toEqual([suya]);
    expect((await listar(otra)).map((d) => d.id)).not.toContain(suya.id);
  });
});
