import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Estadisticas, Provincia, Rubro } from '@feria/contracts';
import { PROVINCIAS, RUBROS } from '../../db/reference-data';
import { DEMO_EMPRENDIMIENTOS } from '../../demo/demo-data';
import { sql } from 'drizzle-orm';
import { createTestApp, crearEmprendimiento, crearProducto, type TestApp } from '../../testing';
import { upsertReferenceData } from './referencias.queries';

const BASE = '/api/v1/public/core';

describe('rubros, provincias y estadísticas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t.close());

  const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();

  it('lists the 24 jurisdictions in their official order', async () => {
    const provincias = await get<Provincia[]>(`${BASE}/provincias`);
    expect(provincias.map((p) => p.nombre)).toEqual([...PROVINCIAS]);
    expect(provincias).toHaveLength(24);
  });

  it('lists the rubros', async () => {
    const rubros = await get<Rubro[]>(`${BASE}/rubros`);
    expect(rubros.map((r) => r.nombre).sort()).toEqual([...RUBROS].sort());
  });

  it('counts what the public can see', async () => {
    const esperado: Estadisticas = {
      productos: DEMO_EMPRENDIMIENTOS.flatMap((e) => e.productos).filter((p) => p.habilitado !== false).length,
      emprendimientos: DEMO_EMPRENDIMIENTOS.length,
      provincias: new Set(DEMO_EMPRENDIMIENTOS.map((e) => e.provincia)).size,
      rubros: new Set(DEMO_EMPRENDIMIENTOS.map((e) => e.rubro)).size,
    };
    expect(await get<Estadisticas>(`${BASE}/estadisticas`)).toEqual(esperado);
    // A pending shop and its product do not count.
    const pendiente = await crearEmprendimiento(t.db, {
      estado: 'Pendiente',
      provincia: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
    });
    await crearProducto(t.db, pendiente, { nombre: 'Oculto' });
    expect(await get<Estadisticas>(`${BASE}/estadisticas`)).toEqual(esperado);
  });
});

describe('rubros con productos públicos', () => {
  it('marks the rubros whose shops have public products; the home tiles show only those', async () => {
    const t = await createTestApp({ seed: 'empty' });
    try {
      await crearProducto(t.db, await crearEmprendimiento(t.db, { rubro: 'Mascotas' }), {
        nombre: 'Collar reflectivo',
      });
      await crearEmprendimiento(t.db, { rubro: 'Indumentaria' }); // a shop without products
      await crearProducto(t.db, await crearEmprendimiento(t.db, { rubro: 'Calzado', estado: 'Pendiente' }), {
        nombre: 'Zapatilla',
      });
      await crearProducto(t.db, await crearEmprendimiento(t.db, { rubro: 'Juguetes' }), {
        nombre: 'Trompo',
        habilitado: false,
      });
      const rubros = (await t.app.inject({ method: 'GET', url: `${BASE}/rubros` })).json<Rubro[]>();
      expect(rubros.filter((r) => r.conProductos).map((r) => r.nombre)).toEqual(['Mascotas']);
      expect(rubros.every((r) => typeof r.conProductos === 'boolean')).toBe(true);
      expect(rubros).toHaveLength(RUBROS.length);
    } finally {
      await t.close();
    }
  });
});

describe('sitio', () => {
  it('says the catalogue is demo data while demo shops exist', async () => {
    const demo = await createTestApp({ seed: 'demo' });
    try {
      expect((await demo.app.inject({ method: 'GET', url: `${BASE}/sitio` })).json()).toEqual({ demo: true });
    } finally {
      await demo.close();
    }
  });

  it('does not label a marketplace without demo shops', async () => {
    const empty = await createTestApp({ seed: 'empty' });
    try {
      await crearEmprendimiento(empty.db, { nombre: 'Tienda real' });
      expect((await empty.app.inject({ method: 'GET', url: `${BASE}/sitio` })).json()).toEqual({ demo: false });
    } finally {
      await empty.close();
    }
  });
});

describe('a product type as the shop pages show it (decision 101)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo', env: { CACHE_TTL_SECONDS: '0' } });
  });
  afterAll(async () => t.close());

  it("follows a type's description, and the reference data brings the original back at start", async () => {
    const tienda = await crearEmprendimiento(t.db, {});
    await crearProducto(t.db, tienda, { nombre: 'Mate de prueba', tipo: 'Mate' });
    const tipo = async () => {
      const res = await t.app.inject(`${BASE}/tienda/${tienda}/productos?page=0&size=24`);
      expect(res.statusCode).toBe(200);
      return res.json<{ content: { tipoProducto: { nombre: string; descripcion: string | null } | null }[] }>()
        .content[0]!.tipoProducto;
    };
    const original = await tipo();
    expect(original?.nombre).toBe('Mate');
    await t.db.execute(sql`update app.tipos_producto set descripcion = 'Otra "descripción"' where nombre = 'Mate'`);
    expect((await tipo())?.descripcion).toBe('Otra "descripción"');
    await upsertReferenceData(t.db);
    expect(await tipo()).toEqual(original);
  });
});
