import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CATALOGO, type Catalogo, type ProductoVendedor } from '@feria/contracts';
import { crearCatalogo, crearProducto, createTestApp, type TestApp } from '../../testing';
import { BASE, catalogosPrueba, error, noEncontrado, PUBLIC } from './catalogos.test-support';

describe("emprendedor: a catalog's state and products (docs/producto/promociones.md)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, tienda, publicos } = catalogosPrueba(() => t);

  it('enabling and disabling moves a catalog between the lists; a disabled one leaves the public page', async () => {
    const { u, id, viejo } = await tienda();
    const cat = await crearCatalogo(t.db, id, 'Mates', [viejo]);
    const off = await call<Catalogo>(u, 'PATCH', `${BASE}/deshabilitar/${cat}`);
    expect(off).toEqual({
      status: 200,
      body: { idCatalogo: cat, nombre: 'Mates', habilitado: false, cantidadProductos: 1 },
    });
    const lista = (await call<Catalogo[]>(u, 'GET', `${BASE}/${id}`)).body;
    expect(lista.filter((c) => c.habilitado)).toEqual([]);
    expect(lista.filter((c) => !c.habilitado).map((c) => c.idCatalogo)).toEqual([cat]);
    expect(await publicos(id)).toEqual([]);
    const productosPublicos = (await t.app.inject(`${PUBLIC}/productos/obtenerProductos/${id}`)).json<
      { id: string; idCatalogos: number[] }[]
    >();
    expect(productosPublicos.find((p) => p.id === viejo)?.idCatalogos).toEqual([]);

    expect((await call<Catalogo>(u, 'PATCH', `${BASE}/habilitar/${cat}`)).body.habilitado).toBe(true);
    expect((await call<Catalogo>(u, 'PATCH', `${BASE}/habilitar/${cat}`)).body.habilitado).toBe(true);
    expect((await publicos(id)).map((c) => c.idCatalogo)).toEqual([cat]);
  });

  it("replaces a catalog's products with the shop's own live products only", async () => {
    const { u, id, viejo, nuevo } = await tienda();
    const cat = (await call<Catalogo>(u, 'POST', `${BASE}/${id}`, { nombre: 'Para regalar' })).body.idCatalogo;
    const puestos = await call<ProductoVendedor[]>(u, 'POST', `${BASE}/${cat}/actualizar-productos`, [
      viejo,
      nuevo,
      viejo,
    ]);
    expect(puestos.status).toBe(200);
    // Newest first, enabled or not (the seller manages both), with their catalogs.
    expect(puestos.body.map((p) => [p.nombre, p.habilitado, p.idCatalogos])).toEqual([
      ['Bombilla de alpaca', false, [cat]],
      ['Mate de calabaza', true, [cat]],
    ]);
    expect((await call(u, 'GET', `${BASE}/${cat}/productos`)).body).toEqual(puestos.body);
    expect((await call<Catalogo[]>(u, 'GET', `${BASE}/${id}`)).body[0]!.cantidadProductos).toBe(2);
    // Public: only the enabled product.
    expect((await publicos(id))[0]!.productosIds).toEqual([viejo]);

    const ajena = await tienda();
    const eliminado = await crearProducto(t.db, id, { nombre: 'Termo viejo', eliminado: true });
    const casos: [unknown, number, string, string?][] = [
      [[viejo, ajena.viejo], 400, MENSAJES_CATALOGO.productosAjenos, 'PRODUCTOS_AJENOS'],
      [[eliminado], 400, MENSAJES_CATALOGO.productosAjenos, 'PRODUCTOS_AJENOS'],
      [[randomUUID()], 400, MENSAJES_CATALOGO.productosAjenos, 'PRODUCTOS_AJENOS'],
      [['../../etc/passwd'], 400, MENSAJES_CATALOGO.productoIdInvalido],
      [[42], 400, MENSAJES_CATALOGO.productoIdInvalido],
      [{ productos: [viejo] }, 400, MENSAJES_CATALOGO.productosInvalidos],
      [Array.from({ length: 1001 }, () => viejo), 400, MENSAJES_CATALOGO.demasiadosProductos],
    ];
    for (const [payload, status, mensaje, codigo = 'VALIDACION'] of casos) {
      expect(
        await call(u, 'POST', `${BASE}/${cat}/actualizar-productos`, payload),
        JSON.stringify(payload).slice(0, 60),
      ).toEqual(error(status, mensaje, codigo));
    }
    expect((await call<ProductoVendedor[]>(u, 'GET', `${BASE}/${cat}/productos`)).body.map((p) => p.id)).toEqual([
      nuevo,
      viejo,
    ]);

    const solo = await call<ProductoVendedor[]>(u, 'POST', `${BASE}/${cat}/actualizar-productos`, [nuevo]);
    expect(solo.body.map((p) => p.id)).toEqual([nuevo]);
    expect((await publicos(id))[0]!.productosIds).toEqual([]);
    expect((await call(u, 'POST', `${BASE}/${cat}/actualizar-productos`, [])).body).toEqual([]);
    expect((await call<Catalogo[]>(u, 'GET', `${BASE}/${id}`)).body[0]!.cantidadProductos).toBe(0);
  });

  it('deletes a catalog with its product links and takes it out of the appearance', async () => {
    const { u, id, viejo } = await tienda();
    const borrar = await crearCatalogo(t.db, id, 'Borrar', [viejo]);
    const queda = await crearCatalogo(t.db, id, 'Queda', [viejo]);
    const apariencia = `/api/emprendedor/v1/emprendimientos/${id}/apariencia`;
    const actual = (await call<Record<string, unknown>>(u, 'GET', apariencia)).body;
    expect((await call(u, 'PUT', apariencia, { ...actual, catalogosSeleccionados: [queda, borrar] })).status).toBe(200);

    expect(await call(u, 'DELETE', `${BASE}/${borrar}`)).toEqual({ status: 204, body: undefined });
    expect((await call<Catalogo[]>(u, 'GET', `${BASE}/${id}`)).body.map((c) => c.idCatalogo)).toEqual([queda]);
    expect(await call(u, 'GET', `${BASE}/${borrar}/productos`)).toEqual(noEncontrado);
    expect(await call(u, 'DELETE', `${BASE}/${borrar}`)).toEqual(noEncontrado);
    expect(
      (await call<{ catalogosSeleccionados: number[] }>(u, 'GET', apariencia)).body.catalogosSeleccionados,
    ).toEqual([queda]);
    expect(
      (await t.app.inject(`${PUBLIC}/${id}/apariencia`)).json<{ catalogosSeleccionados: number[] }>()
        .catalogosSeleccionados,
    ).toEqual([queda]);
    // The product itself stays, still in the other catalog.
    const [producto] = (await call<ProductoVendedor[]>(u, 'GET', `${BASE}/${queda}/productos`)).body;
    expect(producto).toMatchObject({ id: viejo, idCatalogos: [queda] });
  });
});
