import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES,
  type Producto,
  type ProductoImagen,
  type ProductoPage,
  type TipoProductoListItem,
} from '@feria/contracts';
import { DEMO_EMPRENDIMIENTOS } from '../../demo/demo-data';
import { createTestApp, crearEmprendimiento, crearProducto, type TestApp } from '../../testing';

const BASE = '/api/v1/public/core/productos';
const demoPublicos = DEMO_EMPRENDIMIENTOS.flatMap((e) => e.productos).filter((p) => p.habilitado !== false);

describe('productos públicos con el marketplace de demostración', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t.close());

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json<T>() };
  };

  /** Every public product, walking the pages of an empty search. */
  const todos = async () => {
    const all: Producto[] = [];
    for (let page = 0; ; page++) {
      const { body } = await get<ProductoPage>(`${BASE}/buscar?size=40&page=${page}`);
      all.push(...body.content);
      if (page + 1 >= body.totalPages) return { all, body };
    }
  };

  it('lists every public product newest first when the search text is empty', async () => {
    const { all, body } = await todos();
    expect(body.totalElements).toBe(demoPublicos.length);
    expect(body.totalPages).toBe(Math.ceil(demoPublicos.length / 40));
    expect(all.map((p) => p.nombre).sort()).toEqual(demoPublicos.map((p) => p.nombre).sort());
    const fechas = all.map((p) => p.fechaAlta);
    expect(fechas).toEqual([...fechas].sort().reverse());
    const p = all[0]!;
    expect(p.nombreEmprendimiento).not.toBe('');
    expect(p.rutaImagen).toMatch(/^\/uploads\/demo\/.+\.webp$/);
    expect(p.tipoProducto).not.toBeNull();
    expect(p.atributos.length).toBeGreaterThan(0);
  });

  it('returns a product with its attributes, type, shop name and principal image', async () => {
    const list = await get<ProductoPage>(`${BASE}/buscar?size=1`);
    const id = list.body.content[0]!.id;
    const { status, body } = await get<Producto>(`${BASE}/${id}`);
    expect(status).toBe(200);
    expect(body.id).toBe(id);
    expect(body.habilitado).toBe(true);
    expect(body.eliminado).toBe(false);
    const imgs = await get<ProductoImagen[]>(`${BASE}/${id}/imagenes`);
    expect(imgs.status).toBe(200);
    expect(imgs.body[0]!.principal).toBe(true);
    expect(body.rutaImagen).toBe(imgs.body[0]!.url);
    expect(imgs.body.slice(1).map((i) => i.orden)).toEqual(
      imgs.body
        .slice(1)
        .map((i) => i.orden)
        .sort((a, b) => a - b),
    );
  });

  it('shows a discount only while it is in effect', async () => {
    const conDescuento = demoPublicos.filter((p) => p.descuento && (p.descuento.diasRestantes ?? 1) > 0);
    const { all } = await todos();
    const conDescuentoApi = all.filter((p) => p.descuento !== null);
    expect(conDescuentoApi.map((p) => p.nombre).sort()).toEqual(conDescuento.map((p) => p.nombre).sort());
    for (const p of conDescuentoApi) expect(p.descuento!.activo).toBe(true);
  });

  it('ranks best sellers by units sold', async () => {
    const { status, body } = await get<Producto[]>(`${BASE}/mas-vendidos?size=5`);
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    const top = [...demoPublicos].sort((a, b) => b.vendidos - a.vendidos).slice(0, 5);
    expect(body.map((p) => p.nombre)).toEqual(top.map((p) => p.nombre));
  });

  it('lists the product types', async () => {
    const { status, body } = await get<TipoProductoListItem[]>(`${BASE}/tipos`);
    expect(status).toBe(200);
    expect(body.map((x) => x.nombre)).toContain('Remera');
    expect(body[0]).toEqual({ id: expect.any(Number), nombre: expect.any(String), descripcion: expect.any(String) });
  });

  it("lists a shop's public products", async () => {
    const list = await get<ProductoPage>(`${BASE}/buscar?size=1`);
    const shopId = list.body.content[0]!.idEmprendimiento;
    const { status, body } = await get<Producto[]>(`${BASE}/misProductos/${shopId}`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((p) => p.idEmprendimiento === shopId)).toBe(true);
  });

  it('answers 400 with the Spanish message for bad parameters', async () => {
    const cases: [string, string][] = [
      [`${BASE}/buscar?page=-1`, MENSAJES.paginaInvalida],
      [`${BASE}/buscar?size=101`, MENSAJES.tamanoInvalido],
      [`${BASE}/buscar?size=0`, MENSAJES.tamanoInvalido],
      [`${BASE}/buscar?precioMin=500&precioMax=100`, MENSAJES.rangoPrecioInvalido],
      [`${BASE}/buscar?precioMin=-5`, MENSAJES.precioInvalido],
      [`${BASE}/buscar?idTipoProducto=abc`, MENSAJES.tipoProductoInvalido],
      [`${BASE}/buscar?nombre=${'x'.repeat(101)}`, MENSAJES.textoBusquedaLargo],
      [`${BASE}/mas-vendidos?size=500`, MENSAJES.tamanoInvalido],
      [`${BASE}/no-es-uuid`, MENSAJES.idInvalido],
      [`${BASE}/123/imagenes`, MENSAJES.idInvalido],
      [`${BASE}/misProductos/xyz`, MENSAJES.idInvalido],
    ];
    for (const [url, mensaje] of cases) {
      const res = await get<{ mensaje: string; codigo: string }>(url);
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 400,
        body: { mensaje, codigo: 'VALIDACION' },
      });
    }
  });

  it('answers 404 for unknown ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await get(`${BASE}/${unknown}`)).toEqual({
      status: 404,
      body: { mensaje: MENSAJES.productoNoEncontrado, codigo: 'PRODUCTO_NO_ENCONTRADO' },
    });
    expect((await get(`${BASE}/${unknown}/imagenes`)).status).toBe(404);
    expect(await get(`${BASE}/misProductos/${unknown}`)).toEqual({
      status: 404,
      body: { mensaje: MENSAJES.emprendimientoNoEncontrado, codigo: 'EMPRENDIMIENTO_NO_ENCONTRADO' },
    });
  });

  describe('hides what is not public', () => {
    let activo: string;
    let pendiente: string;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      activo = await crearEmprendimiento(t.db, { nombre: 'Visible' });
      pendiente = await crearEmprendimiento(t.db, { nombre: 'En revisión', estado: 'Pendiente' });
      ids.deshabilitado = await crearProducto(t.db, activo, { nombre: 'Zorzal deshabilitado', habilitado: false });
      ids.eliminado = await crearProducto(t.db, activo, { nombre: 'Zorzal eliminado', eliminado: true });
      ids.pendiente = await crearProducto(t.db, pendiente, { nombre: 'Zorzal de tienda pendiente' });
      ids.visible = await crearProducto(t.db, activo, { nombre: 'Zorzal visible' });
    });

    it('in search, listings and by id', async () => {
      const { body } = await get<ProductoPage>(`${BASE}/buscar?nombre=zorzal`);
      expect(body.content.map((p) => p.nombre)).toEqual(['Zorzal visible']);
      // A product without a type keeps tipoProducto null; the shop's name comes along (both by join).
      expect(body.content[0]).toMatchObject({
        tipoProducto: null,
        nombreEmprendimiento: 'Visible',
        idEmprendimiento: activo,
      });
      for (const key of ['deshabilitado', 'eliminado', 'pendiente'] as const) {
        expect((await get(`${BASE}/${ids[key]}`)).status).toBe(404);
        expect((await get(`${BASE}/${ids[key]}/imagenes`)).status).toBe(404);
      }
      expect(await get(`${BASE}/${ids.visible}`)).toMatchObject({
        status: 200,
        body: { tipoProducto: null, nombreEmprendimiento: 'Visible' },
      });
      const { all } = await todos();
      expect(all.filter((p) => p.nombre.startsWith('Zorzal')).map((p) => p.nombre)).toEqual(['Zorzal visible']);
    });

    it("in a shop's product list", async () => {
      const mine = await get<Producto[]>(`${BASE}/misProductos/${activo}`);
      expect(mine.body.map((p) => p.nombre)).toEqual(['Zorzal visible']);
      expect((await get(`${BASE}/misProductos/${pendiente}`)).status).toBe(404);
    });
  });
});
