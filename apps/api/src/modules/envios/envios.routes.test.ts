import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MENSAJES,
  MENSAJES_ENVIO,
  MENSAJES_PERFIL,
  type EnviosDeTienda,
  type MetodoEnvioInput,
  type MetodosEnvio,
} from '@feria/contracts';
import { crearEmprendimiento, createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { respuestaError } from '../../lib/app-error.test-support';
import { idDeReferencia } from '../referencias/referencias.queries';

const BASE = '/api/emprendedor/v1/emprendimientos';
const PUBLIC = '/api/v1/public/core/tienda';
const vendedor = (): UsuarioPrueba => ({ sub: randomUUID(), roles: ['emprendedor'] });

describe('envíos de la tienda (docs/producto/envios.md)', () => {
  let t: TestApp;
  const p: Record<'cordoba' | 'santaFe' | 'buenosAires' | 'salta', number> = {
    cordoba: 0,
    santaFe: 0,
    buenosAires: 0,
    salta: 0,
  };
  beforeAll(async () => {
    // A long-lived public cache, so the test shows a save dropping it (decision 046).
    t = await createTestApp({ seed: 'empty', env: { CACHE_TTL_SECONDS: '3600' } });
    const id = async (nombre: string) => (await idDeReferencia(t.db, 'provincia', nombre))!;
    p.cordoba = await id('Córdoba');
    p.santaFe = await id('Santa Fe');
    p.buenosAires = await id('Buenos Aires');
    p.salta = await id('Salta');
  });
  afterAll(async () => t.close());

  const call = async <T = unknown>(u: UsuarioPrueba | null, method: 'GET' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: u ? await t.auth(u) : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<T>() };
  };
  const tienda = async (estado: 'Activo' | 'Pendiente' | 'Eliminado' = 'Activo') => {
    const u = vendedor();
    const id = await crearEmprendimiento(t.db, { ownerUserId: u.sub, estado, nombre: 'Casa Ceibo', envios: false });
    return { u, id, url: `${BASE}/${id}/envios` };
  };
  const publica = async (id: string, idProvincia?: number | string) => {
    const res = await t.app.inject(
      `${PUBLIC}/${id}/envios${idProvincia === undefined ? '' : `?idProvincia=${idProvincia}`}`,
    );
    return { status: res.statusCode, body: res.json<EnviosDeTienda>() };
  };
  const error = (status: number, mensaje: string, codigo = 'VALIDACION', campo?: string) => {
    const r = respuestaError(status, mensaje, codigo);
    return campo ? { ...r, body: { ...r.body, campo } } : r;
  };

  const retiro = (): MetodoEnvioInput => ({
    tipo: 'RETIRO',
    nombre: 'Retiro en el taller',
    direccion: { calle: 'Belgrano', numero: '860', ciudad: 'Córdoba', idProvincia: p.cordoba },
    horarios: 'Lunes a viernes de 10 a 18 h',
  });
  const domicilio = (): MetodoEnvioInput => ({
    tipo: 'DOMICILIO',
    nombre: 'Envío a domicilio',
    zonas: [
      { idProvincias: [p.cordoba], costo: 3500, diasMin: 1, diasMax: 2 },
      { idProvincias: [p.santaFe, p.buenosAires], costo: 6200, diasMin: 3, diasMax: 5 },
      { restoDelPais: true, costo: 8900, diasMin: 5, diasMax: 9 },
    ],
    gratisDesde: 60000,
  });
  const coordinar = (): MetodoEnvioInput => ({ tipo: 'A_COORDINAR', nombre: 'Moto en Córdoba capital' });

  it('answers 401 without a session, 403 to a buyer and 404 on another seller’s shop', async () => {
    const { url } = await tienda();
    expect(await call(null, 'GET', url)).toEqual(error(401, MENSAJES_PERFIL.noAutenticado, 'NO_AUTENTICADO'));
    expect(await call({ sub: randomUUID(), roles: ['comprador'] }, 'GET', url)).toEqual(
      error(403, MENSAJES_PERFIL.sinPermiso, 'SIN_PERMISO'),
    );
    for (const method of ['GET', 'PUT'] as const)
      expect(await call(vendedor(), method, url, method === 'PUT' ? { metodos: [retiro()] } : undefined)).toEqual(
        error(404, MENSAJES.emprendimientoNoEncontrado, 'EMPRENDIMIENTO_NO_ENCONTRADO'),
      );
  });

  it('starts empty, saves the three kinds in the seller’s order and reads them back with ids', async () => {
    const { u, url } = await tienda();
    expect(await call(u, 'GET', url)).toEqual({ status: 200, body: { metodos: [] } });
    const put = await call<MetodosEnvio>(u, 'PUT', url, { metodos: [retiro(), domicilio(), coordinar()] });
    expect(put.status).toBe(200);
    expect(put.body.metodos.map((m) => [m.tipo, m.nombre])).toEqual([
      ['RETIRO', 'Retiro en el taller'],
      ['DOMICILIO', 'Envío a domicilio'],
      ['A_COORDINAR', 'Moto en Córdoba capital'],
    ]);
    expect(put.body.metodos[1]).toEqual({
      id: expect.any(String),
      ...domicilio(),
      zonas: [
        { restoDelPais: false, idProvincias: [p.cordoba], costo: 3500, diasMin: 1, diasMax: 2 },
        { restoDelPais: false, idProvincias: [p.santaFe, p.buenosAires], costo: 6200, diasMin: 3, diasMax: 5 },
        { restoDelPais: true, idProvincias: [], costo: 8900, diasMin: 5, diasMax: 9 },
      ],
    });
    expect((await call(u, 'GET', url)).body).toEqual(put.body);
  });

  it('keeps the ids of the methods sent back, and marks a left-out method eliminado without deleting it', async () => {
    const { u, id, url } = await tienda();
    const [r, d, c] = (await call<MetodosEnvio>(u, 'PUT', url, { metodos: [retiro(), domicilio(), coordinar()] })).body
      .metodos;
    const segunda = await call<MetodosEnvio>(u, 'PUT', url, {
      metodos: [
        { ...domicilio(), id: d!.id, gratisDesde: null },
        { ...retiro(), id: r!.id, horarios: 'Sábados de 10 a 13 h' },
      ],
    });
    expect(segunda.status).toBe(200);
    expect(segunda.body.metodos.map((m) => m.id)).toEqual([d!.id, r!.id]);
    expect(segunda.body.metodos[0]).toMatchObject({ gratisDesde: null });
    expect(segunda.body.metodos[1]).toMatchObject({ horarios: 'Sábados de 10 a 13 h' });
    const filas = await t.db.execute(
      sql`select id, eliminado from app.metodos_envio where emprendimiento_id = ${id} order by eliminado, orden`,
    );
    expect((filas as unknown as { rows: unknown[] }).rows).toEqual([
      { id: d!.id, eliminado: false },
      { id: r!.id, eliminado: false },
      { id: c!.id, eliminado: true },
    ]);
    // The removed method is not public either, and its id cannot come back.
    expect((await publica(id)).body.metodos.map((m) => m.id)).toEqual([d!.id, r!.id]);
    expect(await call(u, 'PUT', url, { metodos: [{ ...coordinar(), id: c!.id }] })).toEqual(
      error(400, MENSAJES_ENVIO.metodoAjeno, 'METODO_ENVIO_AJENO'),
    );
  });

  it('refuses a method id of another shop', async () => {
    const a = await tienda();
    const b = await tienda();
    const [ajeno] = (await call<MetodosEnvio>(a.u, 'PUT', a.url, { metodos: [coordinar()] })).body.metodos;
    expect(await call(b.u, 'PUT', b.url, { metodos: [{ ...coordinar(), id: ajeno!.id }] })).toEqual(
      error(400, MENSAJES_ENVIO.metodoAjeno, 'METODO_ENVIO_AJENO'),
    );
    expect((await call<MetodosEnvio>(a.u, 'GET', a.url)).body.metodos.map((m) => m.id)).toEqual([ajeno!.id]);
  });

  const conZonas = (zonas: unknown[], extra: Record<string, unknown> = {}) => ({
    metodos: [{ ...domicilio(), zonas, ...extra }],
  });
  const zona = (z: Record<string, unknown> = {}) => ({
    idProvincias: [p.cordoba],
    costo: 1000,
    diasMin: 1,
    diasMax: 3,
    ...z,
  });
  it.each([
    ['no methods', () => ({ metodos: [] }), MENSAJES_ENVIO.sinMetodos],
    ['eleven methods', () => ({ metodos: Array.from({ length: 11 }, coordinar) }), MENSAJES_ENVIO.demasiadosMetodos],
    ['an unknown type', () => ({ metodos: [{ tipo: 'DRON', nombre: 'Dron' }] }), MENSAJES_ENVIO.tipo],
    ['an empty name', () => ({ metodos: [{ ...coordinar(), nombre: '  ' }] }), MENSAJES_ENVIO.nombre],
    ['a pickup without hours', () => ({ metodos: [{ ...retiro(), horarios: '' }] }), MENSAJES_ENVIO.horarios],
    [
      'a pickup without street',
      () => ({
        metodos: [{ ...retiro(), direccion: { ...(retiro() as { direccion: object }).direccion, calle: '' } }],
      }),
      MENSAJES_ENVIO.calle,
    ],
    ['a delivery without zones', () => conZonas([]), MENSAJES_ENVIO.sinZonas],
    ['a zone without provinces', () => conZonas([zona({ idProvincias: [] })]), MENSAJES_ENVIO.sinProvincias],
    [
      'a province in two zones',
      () => conZonas([zona(), zona({ idProvincias: [p.salta, p.cordoba] })]),
      MENSAJES_ENVIO.provinciaRepetida,
    ],
    [
      'two zones "resto del país"',
      () => conZonas([zona({ idProvincias: [], restoDelPais: true }), zona({ idProvincias: [], restoDelPais: true })]),
      MENSAJES_ENVIO.dosRestos,
    ],
    [
      '"resto del país" with provinces',
      () => conZonas([zona({ restoDelPais: true })]),
      MENSAJES_ENVIO.restoConProvincias,
    ],
    ['a negative cost', () => conZonas([zona({ costo: -1 })]), MENSAJES_ENVIO.costo],
    ['a cost with fractions of a cent', () => conZonas([zona({ costo: 10.005 })]), MENSAJES_ENVIO.costo],
    ['days as text', () => conZonas([zona({ diasMin: '2' })]), MENSAJES_ENVIO.dias],
    ['more than 60 days', () => conZonas([zona({ diasMax: 61 })]), MENSAJES_ENVIO.dias],
    ['diasMin above diasMax', () => conZonas([zona({ diasMin: 5, diasMax: 2 })]), MENSAJES_ENVIO.diasInvertidos],
    ['gratisDesde 0', () => conZonas([zona()], { gratisDesde: 0 }), MENSAJES_ENVIO.gratisDesde],
    [
      'a repeated id',
      () => ({ metodos: [{ ...coordinar(), id: randomUUID() }] }).metodos.flatMap((m) => [m, m]),
      MENSAJES_ENVIO.idRepetido,
    ],
  ])('refuses %s with its Spanish message, writing nothing', async (_caso, cuerpo, mensaje) => {
    const { u, url } = await tienda();
    const body = cuerpo();
    expect(await call(u, 'PUT', url, Array.isArray(body) ? { metodos: body } : body)).toEqual(
      error(400, mensaje, 'VALIDACION'),
    );
    expect((await call(u, 'GET', url)).body).toEqual({ metodos: [] });
  });

  it('refuses an unknown province (400 PROVINCIA_INVALIDA) and writes nothing', async () => {
    const { u, url } = await tienda();
    expect(await call(u, 'PUT', url, conZonas([zona({ idProvincias: [9999] })]))).toEqual(
      error(400, MENSAJES.provinciaInvalida, 'PROVINCIA_INVALIDA', 'metodos.zonas.idProvincias'),
    );
    const r = retiro() as { direccion: object };
    expect(
      await call(u, 'PUT', url, { metodos: [{ ...r, direccion: { ...r.direccion, idProvincia: 9999 } }] }),
    ).toEqual(error(400, MENSAJES.provinciaInvalida, 'PROVINCIA_INVALIDA', 'metodos.direccion.idProvincia'));
    expect((await call(u, 'GET', url)).body).toEqual({ metodos: [] });
  });

  it('a deactivated shop reads its methods but cannot change them', async () => {
    const { u, url } = await tienda('Eliminado');
    expect((await call(u, 'GET', url)).status).toBe(200);
    expect((await call(u, 'PUT', url, { metodos: [coordinar()] })).body).toMatchObject({
      codigo: 'EMPRENDIMIENTO_DESACTIVADO',
    });
  });

  describe('public read per province (docs/producto/envios.md#lectura-publica)', () => {
    let id = '';
    let u: UsuarioPrueba;
    let url = '';
    beforeAll(async () => {
      ({ id, u, url } = await tienda());
      await call(u, 'PUT', url, { metodos: [retiro(), domicilio(), coordinar()] });
    });

    it('a province a zone names: pickup free, delivery at that zone’s cost and days', async () => {
      const { status, body } = await publica(id, p.santaFe);
      expect(status).toBe(200);
      expect(body.idProvincia).toBe(p.santaFe);
      expect(body.metodos).toEqual([
        { id: expect.any(String), ...retiro(), costo: 0 },
        {
          id: expect.any(String),
          tipo: 'DOMICILIO',
          nombre: 'Envío a domicilio',
          zonas: [
            { restoDelPais: false, idProvincias: [p.santaFe, p.buenosAires], costo: 6200, diasMin: 3, diasMax: 5 },
          ],
          gratisDesde: 60000,
          costo: 6200,
          diasMin: 3,
          diasMax: 5,
        },
        { id: expect.any(String), ...coordinar() },
      ]);
    });

    it('a province no zone names falls to "resto del país"', async () => {
      const { body } = await publica(id, p.salta);
      expect(body.metodos.find((m) => m.tipo === 'DOMICILIO')).toMatchObject({ costo: 8900, diasMin: 5, diasMax: 9 });
    });

    it('without "resto del país" an uncovered province gets no home delivery', async () => {
      const otra = await tienda();
      await call(otra.u, 'PUT', otra.url, { metodos: [{ ...domicilio(), zonas: [zona()] }, coordinar()] });
      expect((await publica(otra.id, p.cordoba)).body.metodos.map((m) => m.tipo)).toEqual(['DOMICILIO', 'A_COORDINAR']);
      expect((await publica(otra.id, p.salta)).body.metodos.map((m) => m.tipo)).toEqual(['A_COORDINAR']);
    });

    it('without a province: every method with all its zones and no single cost', async () => {
      const { body } = await publica(id);
      expect(body.idProvincia).toBeNull();
      expect(body.metodos[1]).toMatchObject({ costo: null, diasMin: null, diasMax: null });
      expect(body.metodos[1]!.tipo === 'DOMICILIO' && body.metodos[1]!.zonas).toHaveLength(3);
    });

    it('a bad or unknown province is a 400, a shop that is not public a 404', async () => {
      expect(await publica(id, 'abc')).toEqual(error(400, MENSAJES_ENVIO.provinciaConsulta));
      expect(await publica(id, 9999)).toEqual(
        error(400, MENSAJES.provinciaInvalida, 'PROVINCIA_INVALIDA', 'idProvincia'),
      );
      const pendiente = await tienda('Pendiente');
      expect(await publica(pendiente.id)).toEqual(error(404, MENSAJES.tiendaNoEncontrada, 'TIENDA_NO_ENCONTRADA'));
      expect(await publica(randomUUID())).toEqual(error(404, MENSAJES.tiendaNoEncontrada, 'TIENDA_NO_ENCONTRADA'));
    });

    it('a save shows on the next public read (the cached answer is dropped)', async () => {
      const antes = await t.app.inject(`${PUBLIC}/${id}/envios?idProvincia=${p.cordoba}`);
      const cacheada = await t.app.inject(`${PUBLIC}/${id}/envios?idProvincia=${p.cordoba}`);
      expect(cacheada.headers.etag).toBe(antes.headers.etag);
      const [, d] = (await call<MetodosEnvio>(u, 'GET', url)).body.metodos;
      await call(u, 'PUT', url, {
        metodos: [{ ...domicilio(), id: d!.id, zonas: [zona({ costo: 1234 })] }],
      });
      const despues = (await publica(id, p.cordoba)).body.metodos;
      expect(despues).toEqual([expect.objectContaining({ id: d!.id, costo: 1234 })]);
    });
  });
});
