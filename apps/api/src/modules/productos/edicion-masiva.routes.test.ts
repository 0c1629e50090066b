import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES_CUENTA,
  MENSAJES_EDICION_MASIVA,
  MENSAJES,
  type CambioMasivo,
  type Producto,
  type ProductoVendedor,
  type TipoProductoListItem,
  type VarianteInput,
} from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { BASE, PUBLIC, buscarPublico, error, pasos, tiposDeProducto, vendedor } from './productos-prueba';

// docs/producto/edicion-masiva.md: one change to many products of the seller's shop, through the
// API, with the public cache on (as in production). PGlite, or PostgreSQL with DATABASE_URL.

const OPCIONES = [{ nombre: 'Talle', valores: ['S', 'M', 'L'] }];
const talle = (t: string, stock: number, extra: Partial<VarianteInput> = {}): VarianteInput => ({
  valores: { Talle: t },
  stock,
  ...extra,
});

describe('bulk edit on Consultar Productos (docs/producto/edicion-masiva.md)', () => {
  let t: TestApp;
  let tipos: TipoProductoListItem[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty', env: { CACHE_TTL_SECONDS: '300' } });
    tipos = await tiposDeProducto(t);
  });
  afterAll(async () => t.close());
  const p = pasos(
    () => t,
    () => tipos,
  );

  const url = (idEmprendimiento: string) => `/api/emprendedor/v1/emprendimientos/${idEmprendimiento}/productos`;
  const editar = (u: UsuarioPrueba, idEmprendimiento: string, ids: string[], cambio: CambioMasivo) =>
    p.call<{ actualizados: number }>(u, 'PATCH', url(idEmprendimiento), { ids, cambio });
  const mio = async (u: UsuarioPrueba, id: string) => (await p.call<ProductoVendedor>(u, 'GET', `${BASE}/${id}`)).body;
  const publico = async (id: string) => {
    const res = await t.app.inject(`${PUBLIC}/productos/${id}`);
    return { status: res.statusCode, body: res.json<Producto>() };
  };

  /** A shop with a mug (no options, $ 12.500,50, stock 4) and a T-shirt in S, M (own price), L (disabled). */
  async function tienda() {
    const u = vendedor();
    const shop = await p.tienda(u);
    const taza = await p.crear(u, shop, { sku: null });
    const remera = await p.crear(u, shop, {
      nombre: 'Remera oversize',
      precio: 12000,
      sku: null,
      opciones: OPCIONES,
      variantes: [talle('S', 3), talle('M', 5, { precio: 14000 }), talle('L', 7, { habilitada: false })],
    });
    expect([taza.status, remera.status], JSON.stringify(remera.body)).toEqual([201, 201]);
    expect(remera.body).toMatchObject({ stock: 8, precioDesde: 12000 });
    return { u, shop, taza: taza.body, remera: remera.body };
  }

  it('sets a fixed price on products with and without variants: variants take it, "Desde" goes, the public read follows', async () => {
    const { u, shop, taza, remera } = await tienda();
    // Read once so the public answers are cached before the change.
    expect((await publico(remera.id)).body.precioDesde).toBe(12000);
    const r = await editar(u, shop, [taza.id, remera.id], { tipo: 'precio', precio: 15000 });
    expect(r).toEqual({ status: 200, body: { actualizados: 2 } });
    expect((await mio(u, taza.id)).precio).toBe(15000);
    const vista = await mio(u, remera.id);
    expect(vista).toMatchObject({ precio: 15000, precioDesde: null, stock: 8 });
    expect(vista.variantes!.map((v) => [v.texto, v.precio, v.precioEfectivo])).toEqual([
      ['Talle S', null, 15000],
      ['Talle M', null, 15000],
      ['Talle L', null, 15000],
    ]);
    const enPublico = await publico(remera.id);
    expect(enPublico.body).toMatchObject({ precio: 15000, precioDesde: null });
    expect(enPublico.body.variantes!.map((v) => v.precioEfectivo)).toEqual([15000, 15000]);
    const enBusqueda = (await buscarPublico(t, { nombre: 'remera oversize', size: 50 })).content.find(
      (x) => x.id === remera.id,
    );
    expect(enBusqueda).toMatchObject({ precio: 15000, precioDesde: null });
    // The same request again leaves the same state.
    expect((await editar(u, shop, [taza.id, remera.id], { tipo: 'precio', precio: 15000 })).status).toBe(200);
    expect(await mio(u, remera.id)).toEqual(vista);
  });

  it('raises by a percentage rounded to the peso: the product, each own variant price, and "Desde $ X"', async () => {
    const { u, shop, taza, remera } = await tienda();
    expect((await publico(remera.id)).body.precioDesde).toBe(12000);
    const r = await editar(u, shop, [taza.id, remera.id], { tipo: 'porcentaje', porcentaje: 10 });
    expect(r.body).toEqual({ actualizados: 2 });
    // $ 12.500,50 + 10 % = 13.750,55 → $ 13.751.
    expect((await mio(u, taza.id)).precio).toBe(13751);
    const vista = await mio(u, remera.id);
    expect(vista).toMatchObject({ precio: 13200, precioDesde: 13200 });
    expect(vista.variantes!.map((v) => [v.texto, v.precio, v.precioEfectivo])).toEqual([
      ['Talle S', null, 13200],
      ['Talle M', 15400, 15400],
      ['Talle L', null, 13200],
    ]);
    expect((await publico(remera.id)).body).toMatchObject({ precio: 13200, precioDesde: 13200 });
    expect((await publico(taza.id)).body.precio).toBe(13751);
  });

  it('lowers by a percentage never below $ 1, and leaves a price of 0 at 0', async () => {
    const u = vendedor();
    const shop = await p.tienda(u);
    const barato = (await p.crear(u, shop, { nombre: 'Señalador', precio: 3, sku: null })).body;
    const gratis = (await p.crear(u, shop, { nombre: 'Muestra gratis', precio: 0, sku: null })).body;
    const doce = (await p.crear(u, shop, { nombre: 'Cuaderno', precio: 12345, sku: null })).body;
    await editar(u, shop, [barato.id, gratis.id, doce.id], { tipo: 'porcentaje', porcentaje: -90 });
    expect([
      (await mio(u, barato.id)).precio,
      (await mio(u, gratis.id)).precio,
      (await mio(u, doce.id)).precio,
    ]).toEqual([1, 0, 1235]);
  });

  it('refuses a raise that would take a price past the maximum, and writes nothing', async () => {
    const u = vendedor();
    const shop = await p.tienda(u);
    const caro = (await p.crear(u, shop, { nombre: 'Campo', precio: 5_000_000_000, sku: null })).body;
    const otro = (await p.crear(u, shop, { nombre: 'Cuaderno', precio: 100, sku: null })).body;
    const r = await editar(u, shop, [otro.id, caro.id], { tipo: 'porcentaje', porcentaje: 100 });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      codigo: 'VALIDACION',
      campo: 'cambio.porcentaje',
      mensaje: MENSAJES_EDICION_MASIVA.porcentajeExcede,
    });
    expect((await mio(u, otro.id)).precio).toBe(100);
  });

  it('sets stock: a product without options to N, each enabled variant to N (the product is their sum)', async () => {
    const { u, shop, taza, remera } = await tienda();
    expect((await editar(u, shop, [taza.id, remera.id], { tipo: 'stock', stock: 6 })).body).toEqual({
      actualizados: 2,
    });
    expect((await mio(u, taza.id)).stock).toBe(6);
    const vista = await mio(u, remera.id);
    expect(vista.variantes!.map((v) => [v.texto, v.stock])).toEqual([
      ['Talle S', 6],
      ['Talle M', 6],
      ['Talle L', 7],
    ]);
    expect(vista.stock).toBe(12);
    expect((await publico(remera.id)).body.stock).toBe(12);
    // 0 everywhere: the product reads as sold out, and its sizes are no longer found by value.
    await editar(u, shop, [remera.id], { tipo: 'stock', stock: 0 });
    expect((await publico(remera.id)).body.stock).toBe(0);
  });

  it('disables and enables like the product’s own buttons: out of the public site and back', async () => {
    const { u, shop, taza, remera } = await tienda();
    expect((await publico(taza.id)).status).toBe(200);
    await editar(u, shop, [taza.id, remera.id], { tipo: 'habilitado', habilitado: false });
    expect([(await publico(taza.id)).status, (await publico(remera.id)).status]).toEqual([404, 404]);
    expect((await mio(u, remera.id)).habilitado).toBe(false);
    const deshabilitados = await p.call<ProductoVendedor[]>(u, 'GET', `${BASE}/deshabilitados/${shop}`);
    expect(deshabilitados.body.map((x) => x.id).sort()).toEqual([taza.id, remera.id].sort());
    await editar(u, shop, [taza.id, remera.id], { tipo: 'habilitado', habilitado: true });
    expect([(await publico(taza.id)).status, (await publico(remera.id)).status]).toEqual([200, 200]);
  });

  it("refuses the whole request when one id is another shop's product, and writes nothing", async () => {
    const { u, shop, taza } = await tienda();
    const ajeno = await tienda();
    const r = await editar(u, shop, [taza.id, ajeno.taza.id], { tipo: 'precio', precio: 1 });
    expect(r).toEqual(error(404, MENSAJES.productoNoEncontrado, 'PRODUCTO_NO_ENCONTRADO'));
    expect((await mio(u, taza.id)).precio).toBe(12500.5);
    expect((await mio(ajeno.u, ajeno.taza.id)).precio).toBe(12500.5);
    // A deleted product of the caller's own shop is not editable either.
    await p.call(u, 'DELETE', `${BASE}/${taza.id}`);
    expect((await editar(u, shop, [taza.id], { tipo: 'stock', stock: 1 })).status).toBe(404);
  });

  it("answers 404 for another seller's shop, and 400 for an empty selection or a bad value", async () => {
    const { u, shop, taza } = await tienda();
    const ajeno = await tienda();
    expect(await editar(u, ajeno.shop, [ajeno.taza.id], { tipo: 'stock', stock: 1 })).toEqual(
      error(404, MENSAJES.emprendimientoNoEncontrado, 'EMPRENDIMIENTO_NO_ENCONTRADO'),
    );
    expect((await mio(ajeno.u, ajeno.taza.id)).stock).toBe(4);
    const vacio = await editar(u, shop, [], { tipo: 'stock', stock: 1 });
    expect(vacio.body).toMatchObject({ codigo: 'VALIDACION', mensaje: 'Elegí al menos un producto' });
    const decimales = await editar(u, shop, [taza.id], { tipo: 'precio', precio: 10.005 });
    expect(decimales.body).toMatchObject({ codigo: 'VALIDACION', mensaje: MENSAJES_EDICION_MASIVA.precio });
    const muchos = await editar(
      u,
      shop,
      Array.from({ length: 501 }, () => randomUUID()),
      { tipo: 'stock', stock: 1 },
    );
    expect(muchos.body).toMatchObject({ codigo: 'VALIDACION', mensaje: 'Podés cambiar hasta 500 productos por vez' });
    // The same id twice counts once.
    expect((await editar(u, shop, [taza.id, taza.id], { tipo: 'stock', stock: 2 })).body).toEqual({ actualizados: 1 });
  });

  it('refuses every change on a deactivated shop', async () => {
    const u = vendedor();
    const shop = await p.tienda(u, 'Eliminado');
    const r = await editar(u, shop, [randomUUID()], { tipo: 'habilitado', habilitado: true });
    expect(r).toEqual(error(409, MENSAJES_CUENTA.emprendimientoDesactivado, 'EMPRENDIMIENTO_DESACTIVADO'));
  });
});
