import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aparienciaPorDefecto,
  MENSAJES,
  type Apariencia,
  type CatalogoTienda,
  type EmprendimientoPublico,
  type ProductoTienda,
} from '@feria/contracts';
import { DEMO_EMPRENDIMIENTOS } from '../../demo/demo-data';
import { createTestApp, crearCatalogo, crearEmprendimiento, crearProducto, type TestApp } from '../../testing';

const BASE = '/api/v1/public/core/tienda';
const demo = DEMO_EMPRENDIMIENTOS.find((e) => e.catalogos.some((c) => !c.habilitado)) ?? DEMO_EMPRENDIMIENTOS[0]!;

describe('tienda pública', () => {
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    const res = await t.app.inject({
      url: `/api/v1/public/core/emprendimientos/buscar?nombre=${encodeURIComponent(demo.nombre)}`,
    });
    id = res.json<EmprendimientoPublico[]>()[0]!.id;
  });
  afterAll(async () => t.close());

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json<T>() };
  };

  it('returns the shop', async () => {
    const { status, body } = await get<EmprendimientoPublico>(`${BASE}/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, nombre: demo.nombre, estado: 'Activo' });
  });

  it('returns the stored appearance with catalog ids and the shop images', async () => {
    const { status, body } = await get<Apariencia>(`${BASE}/${id}/apariencia`);
    expect(status).toBe(200);
    const { catalogosSeleccionados, ...rest } = demo.apariencia;
    expect(body).toMatchObject(rest);
    expect(body.catalogosSeleccionados).toHaveLength(catalogosSeleccionados.length);
    expect(body.banner).toMatch(/^\/uploads\/demo\//);
    expect(body.logo).toMatch(/^\/uploads\/demo\//);
    const catalogos = (await get<CatalogoTienda[]>(`${BASE}/catalogos/${id}`)).body;
    const nombrePorId = new Map(catalogos.map((c) => [c.idCatalogo, c.nombre]));
    const seleccionadosHabilitados = catalogosSeleccionados.filter(
      (n) => demo.catalogos.find((c) => c.nombre === n)?.habilitado,
    );
    expect(body.catalogosSeleccionados.flatMap((c) => nombrePorId.get(c) ?? [])).toEqual(seleccionadosHabilitados);
  });

  it('falls back to the default appearance named after the shop', async () => {
    const shop = await crearEmprendimiento(t.db, { nombre: 'Sin Apariencia' });
    const { status, body } = await get<Apariencia>(`${BASE}/${shop}/apariencia`);
    expect(status).toBe(200);
    expect(body).toEqual({ ...aparienciaPorDefecto('Sin Apariencia'), banner: null, logo: null });
  });

  it('lists public products with their enabled catalogs', async () => {
    const { status, body } = await get<ProductoTienda[]>(`${BASE}/productos/obtenerProductos/${id}`);
    expect(status).toBe(200);
    const esperados = demo.productos.filter((p) => p.habilitado !== false);
    expect(body.map((p) => p.sku).sort()).toEqual(esperados.map((p) => p.sku).sort());
    const catalogos = (await get<CatalogoTienda[]>(`${BASE}/catalogos/${id}`)).body;
    const nombrePorId = new Map(catalogos.map((c) => [c.idCatalogo, c.nombre]));
    for (const p of body) {
      const demoP = esperados.find((x) => x.sku === p.sku)!;
      const habilitados = demoP.catalogos.filter((n) => demo.catalogos.find((c) => c.nombre === n)?.habilitado);
      expect(p.idCatalogos.map((c) => nombrePorId.get(c)).sort()).toEqual([...habilitados].sort());
    }
  });

  it('lists only enabled catalogs, with only public products', async () => {
    const shop = await crearEmprendimiento(t.db, { nombre: 'Catálogos' });
    const visible = await crearProducto(t.db, shop, { nombre: 'Visible' });
    const oculto = await crearProducto(t.db, shop, { nombre: 'Oculto', habilitado: false });
    const abierto = await crearCatalogo(t.db, shop, 'Abierto', [visible, oculto]);
    await crearCatalogo(t.db, shop, 'Cerrado', [visible], false);
    const { body } = await get<CatalogoTienda[]>(`${BASE}/catalogos/${shop}`);
    expect(body).toEqual([{ idCatalogo: abierto, nombre: 'Abierto', habilitado: true, productosIds: [visible] }]);
    const productos = (await get<ProductoTienda[]>(`${BASE}/productos/obtenerProductos/${shop}`)).body;
    expect(productos.map((p) => [p.nombre, p.idCatalogos])).toEqual([['Visible', [abierto]]]);
  });

  it('answers 404 TIENDA_NO_ENCONTRADA for unknown or non-Activo shops', async () => {
    const rechazada = await crearEmprendimiento(t.db, { nombre: 'Rechazada', estado: 'Rechazado' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const notFound = { status: 404, body: { mensaje: MENSAJES.tiendaNoEncontrada, codigo: 'TIENDA_NO_ENCONTRADA' } };
    for (const shop of [unknown, rechazada]) {
      expect(await get(`${BASE}/${shop}`)).toEqual(notFound);
      expect(await get(`${BASE}/${shop}/apariencia`)).toEqual(notFound);
      expect(await get(`${BASE}/productos/obtenerProductos/${shop}`)).toEqual(notFound);
      expect(await get(`${BASE}/catalogos/${shop}`)).toEqual(notFound);
    }
    expect(await get(`${BASE}/abc`)).toEqual({
      status: 400,
      body: { mensaje: MENSAJES.idInvalido, codigo: 'VALIDACION' },
    });
  });
});
