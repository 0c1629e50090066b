import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES, type EmprendimientoPage, type EmprendimientoPublico, type Rubro } from '@feria/contracts';
import { DEMO_EMPRENDIMIENTOS } from '../../demo/demo-data';
import { createTestApp, crearEmprendimiento, crearProducto, type TestApp } from '../../testing';

const BASE = '/api/v1/public/core/emprendimientos';
const publicos = (e: (typeof DEMO_EMPRENDIMIENTOS)[number]) => e.productos.filter((p) => p.habilitado !== false);

describe('emprendimientos públicos', () => {
  let t: TestApp;
  let pendiente: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    pendiente = await crearEmprendimiento(t.db, { nombre: 'Mate Escondido', estado: 'Pendiente' });
    await crearProducto(t.db, pendiente, { nombre: 'Mate oculto' });
  });
  afterAll(async () => t.close());

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json<T>() };
  };

  it('lists the Activo shops, paged, the best sellers first (relevance without a text, decision 039)', async () => {
    const { status, body } = await get<EmprendimientoPage>(`${BASE}?size=4&page=1`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalElements: DEMO_EMPRENDIMIENTOS.length, totalPages: 3, number: 1, size: 4 });
    const vendidos = (e: (typeof DEMO_EMPRENDIMIENTOS)[number]) => e.productos.reduce((s, p) => s + p.vendidos, 0);
    const sorted = [...DEMO_EMPRENDIMIENTOS]
      .sort((a, b) => vendidos(b) - vendidos(a) || a.nombre.localeCompare(b.nombre, 'es'))
      .map((e) => e.nombre);
    expect(body.content.map((e) => e.nombre)).toEqual(sorted.slice(4, 8));
  });

  it('filters the list by rubro and province', async () => {
    const shop = DEMO_EMPRENDIMIENTOS[0]!;
    const rubros = (await get<Rubro[]>('/api/v1/public/core/rubros')).body;
    const idRubro = rubros.find((r) => r.nombre === shop.rubro)!.idRubro;
    const { body } = await get<EmprendimientoPage>(`${BASE}?idRubro=${idRubro}`);
    expect(body.content.map((e) => e.nombre)).toContain(shop.nombre);
    expect(body.content.every((e) => e.rubro.idRubro === idRubro)).toBe(true);
    const idProvincia = body.content.find((e) => e.nombre === shop.nombre)!.provincia.idProvincia;
    const porProvincia = await get<EmprendimientoPage>(`${BASE}?idProvincia=${idProvincia}`);
    expect(porProvincia.body.content.every((e) => e.provincia.nombre === shop.provincia)).toBe(true);
  });

  it('returns the public shape, without bank details, with the count of public products', async () => {
    const shop = DEMO_EMPRENDIMIENTOS[0]!;
    const [found] = (await get<EmprendimientoPublico[]>(`${BASE}/buscar?nombre=${encodeURIComponent(shop.nombre)}`))
      .body;
    const { status, body } = await get<Record<string, unknown>>(`${BASE}/${found!.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      nombre: shop.nombre,
      estado: 'Activo',
      direccion: { calle: shop.calle, numero: shop.numero, ciudad: shop.ciudad, provincia: shop.provincia },
      rubro: { nombre: shop.rubro },
      cantidadProductos: publicos(shop).length,
    });
    expect(body.logo).toMatch(/^\/uploads\/demo\//);
    expect(body.rutaImagen).toBe(body.logo);
    for (const secret of ['cbu', 'cuit', 'alias', 'titular', 'ownerUserId']) expect(body).not.toHaveProperty(secret);
    expect(JSON.stringify(body)).not.toContain(shop.cbu);
  });

  it('features at most 8 shops, the best sellers first', async () => {
    const { status, body } = await get<EmprendimientoPublico[]>(`${BASE}/destacados`);
    expect(status).toBe(200);
    expect(body.length).toBe(Math.min(8, DEMO_EMPRENDIMIENTOS.length));
    const ventas = (nombre: string) =>
      publicos(DEMO_EMPRENDIMIENTOS.find((e) => e.nombre === nombre)!).reduce((s, p) => s + p.vendidos, 0);
    const totals = body.map((e) => ventas(e.nombre));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('searches shop names ignoring accents, case and small typos', async () => {
    const shop = DEMO_EMPRENDIMIENTOS.find((e) => /[áéíóú]/i.test(e.nombre)) ?? DEMO_EMPRENDIMIENTOS[0]!;
    const plain = shop.nombre.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    expect(
      (await get<EmprendimientoPublico[]>(`${BASE}/buscar?nombre=${encodeURIComponent(plain)}`)).body[0]!.nombre,
    ).toBe(shop.nombre);
    const firstWord = shop.nombre.split(' ')[0]!;
    const typo = firstWord.slice(0, -2) + firstWord.slice(-1);
    const typoResult = await get<EmprendimientoPublico[]>(`${BASE}/buscar?nombre=${encodeURIComponent(typo)}`);
    expect(typoResult.body.map((e) => e.nombre)).toContain(shop.nombre);
  });

  it('never shows a shop that is not Activo', async () => {
    expect(
      (await get<EmprendimientoPublico[]>(`${BASE}/buscar?nombre=mate%20escondido`)).body.map((e) => e.nombre),
    ).not.toContain('Mate Escondido');
    expect((await get<EmprendimientoPage>(`${BASE}?size=100`)).body.content.map((e) => e.id)).not.toContain(pendiente);
    expect((await get<EmprendimientoPublico[]>(`${BASE}/destacados`)).body.map((e) => e.id)).not.toContain(pendiente);
    expect(await get(`${BASE}/${pendiente}`)).toEqual({
      status: 404,
      body: { mensaje: MENSAJES.emprendimientoNoEncontrado, codigo: 'EMPRENDIMIENTO_NO_ENCONTRADO' },
    });
  });

  it('validates ids and filters', async () => {
    expect(await get(`${BASE}/no-es-un-id`)).toEqual({
      status: 400,
      body: { mensaje: MENSAJES.idInvalido, codigo: 'VALIDACION' },
    });
    expect((await get<{ mensaje: string }>(`${BASE}/buscar?idRubro=-1`)).body.mensaje).toBe(MENSAJES.rubroInvalido);
    expect((await get<{ mensaje: string }>(`${BASE}?idProvincia=x`)).body.mensaje).toBe(MENSAJES.provinciaInvalida);
    expect((await get<{ mensaje: string }>(`${BASE}?size=101`)).body.mensaje).toBe(MENSAJES.tamanoInvalido);
  });
});
