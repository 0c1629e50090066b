import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  MENSAJES,
  MENSAJES_CUENTA,
  MENSAJES_PRODUCTO,
  type ProductoVendedor,
  type TipoProductoListItem,
} from '@feria/contracts';
import { productosDelCatalogo } from '../catalogos/catalogos.queries';
import { fijarEstado } from '../emprendimientos/emprendimientos.test-support';
import { createTestApp, crearCatalogo, type TestApp } from '../../testing';
import { BASE, error, PUBLIC, pasos, tiposDeProducto, vendedor } from './productos-prueba';

describe('emprendedor: productos', () => {
  let t: TestApp;
  let tipos: TipoProductoListItem[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    tipos = await tiposDeProducto(t);
  });
  afterAll(async () => t.close());
  const { call, tienda, payload, crear, mios, publico, buscar } = pasos(
    () => t,
    () => tipos,
  );

  it('creates a product with its attributes, public at once and found by the search', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const { status, body } = await crear(u, shop);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      nombre: 'Taza esmaltada turquesa',
      descripcion: 'Cerámica de alta temperatura, apta lavavajillas',
      precio: 12500.5,
      stock: 4,
      sku: 'TAZ-001',
      tipoProducto: { idTipoProducto: tipos[0]!.id, nombre: tipos[0]!.nombre },
      habilitado: true,
      eliminado: false,
      idEmprendimiento: shop,
      rutaImagen: null,
      imagenes: [],
      idCatalogos: [],
      descuento: null,
    });
    expect(body.atributos.map(({ clave, valor, tipoDato }) => ({ clave, valor, tipoDato }))).toEqual([
      { clave: 'Color', valor: 'Turquesa', tipoDato: 'STRING' },
      { clave: 'Capacidad', valor: '350 ml', tipoDato: 'STRING' },
    ]);
    expect((await call(u, 'GET', `${BASE}/${body.id}`)).body).toEqual(body);
    expect(await publico(body.id)).toBe(200);
    expect(await buscar('taza esmaltada')).toContain(body.id);
    // The attribute values feed the search too (busqueda_extra trigger).
    expect(await buscar('turquesa')).toContain(body.id);
  });

  it('lists every live product newest first; deshabilitados only the disabled ones', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const a = (await crear(u, shop, { nombre: 'Primero', sku: 'A' })).body;
    const b = (await crear(u, shop, { nombre: 'Segundo', sku: 'B' })).body;
    const c = (await crear(u, shop, { nombre: 'Tercero', sku: 'C' })).body;
    await call(u, 'PATCH', `${BASE}/deshabilitar/${b.id}`);
    await call(u, 'DELETE', `${BASE}/${c.id}`);
    expect((await mios(u, shop)).map((p) => [p.nombre, p.habilitado])).toEqual([
      ['Segundo', false],
      ['Primero', true],
    ]);
    expect((await call<ProductoVendedor[]>(u, 'GET', `${BASE}/deshabilitados/${shop}`)).body.map((p) => p.id)).toEqual([
      b.id,
    ]);
    expect(a.id).not.toBe(b.id);
  });

  it('updates the product by its id: fields and attributes replaced, search follows', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const creado = (await crear(u, shop)).body;
    const cambios = payload({
      nombre: 'Mate de calabaza grabado',
      precio: 9800,
      stock: 0,
      sku: null,
      tipoProductoId: tipos[1]!.id,
      atributosRequestDto: [{ clave: 'Material', valor: 'Calabaza' }],
    });
    const { status, body } = await call<ProductoVendedor>(u, 'PUT', `${BASE}/${creado.id}`, cambios);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: creado.id,
      nombre: 'Mate de calabaza grabado',
      precio: 9800,
      stock: 0,
      sku: null,
      fechaAlta: creado.fechaAlta,
    });
    expect(body.tipoProducto?.idTipoProducto).toBe(tipos[1]!.id);
    expect(body.atributos.map((a) => [a.clave, a.valor])).toEqual([['Material', 'Calabaza']]);
    expect(await buscar('mate grabado')).toContain(creado.id);
    expect(await buscar('taza esmaltada')).not.toContain(creado.id);
  });

  it('disables and enables: the product leaves and comes back to the public site at once', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const { id } = (await crear(u, shop, { nombre: 'Lámpara colgante de mimbre' })).body;
    const off = await call<ProductoVendedor>(u, 'PATCH', `${BASE}/deshabilitar/${id}`);
    expect(off).toMatchObject({ status: 200, body: { id, habilitado: false } });
    expect(await publico(id)).toBe(404);
    expect(await buscar('lampara mimbre')).not.toContain(id);
    expect(
      (await t.app.inject(`${PUBLIC}/tienda/productos/obtenerProductos/${shop}`))
        .json<{ id: string }[]>()
        .map((p) => p.id),
    ).not.toContain(id);
    const on = await call<ProductoVendedor>(u, 'PATCH', `${BASE}/habilitar/${id}`);
    expect(on).toMatchObject({ status: 200, body: { id, habilitado: true } });
    expect(await publico(id)).toBe(200);
    expect(await buscar('lampara mimbre')).toContain(id);
  });

  it('deletes softly: gone for the seller and the public, out of its catalogs, SKU free again', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const { id } = (await crear(u, shop, { nombre: 'Bolso de yute', sku: 'YUTE-1' })).body;
    const catalogo = await crearCatalogo(t.db, shop, 'Bolsos', [id]);
    expect((await call<ProductoVendedor>(u, 'GET', `${BASE}/${id}`)).body.idCatalogos).toEqual([catalogo]);
    expect(await call(u, 'DELETE', `${BASE}/${id}`)).toEqual({ status: 204, body: null });
    expect(await publico(id)).toBe(404);
    expect(await buscar('bolso yute')).not.toContain(id);
    expect(await call(u, 'GET', `${BASE}/${id}`)).toEqual(
      error(404, MENSAJES.productoNoEncontrado, 'PRODUCTO_NO_ENCONTRADO'),
    );
    expect(await call(u, 'DELETE', `${BASE}/${id}`)).toEqual(
      error(404, MENSAJES.productoNoEncontrado, 'PRODUCTO_NO_ENCONTRADO'),
    );
    expect(await call(u, 'PATCH', `${BASE}/habilitar/${id}`)).toEqual(
      error(404, MENSAJES.productoNoEncontrado, 'PRODUCTO_NO_ENCONTRADO'),
    );
    expect(await productosDelCatalogo(t.db, catalogo)).toEqual([]);
    expect(await mios(u, shop)).toEqual([]);
    expect((await crear(u, shop, { sku: 'YUTE-1' })).status).toBe(201);
  });

  it('lets a Pendiente or Rechazado shop prepare products that stay private until it is Activo', async () => {
    const u = vendedor();
    const shop = await tienda(u, 'Pendiente');
    const { status, body } = await crear(u, shop, { nombre: 'Cuenco de gres pendiente' });
    expect(status).toBe(201);
    expect(await publico(body.id)).toBe(404);
    expect(await buscar('cuenco gres pendiente')).not.toContain(body.id);
    await fijarEstado(t.db, shop, 'Rechazado');
    expect((await call(u, 'PUT', `${BASE}/${body.id}`, payload({ nombre: 'Cuenco de gres corregido' }))).status).toBe(
      200,
    );
    expect(await publico(body.id)).toBe(404);
    await fijarEstado(t.db, shop, 'Activo');
    expect(await publico(body.id)).toBe(200);
  });

  it('keeps a deactivated shop read-only', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const { id } = (await crear(u, shop)).body;
    await fijarEstado(t.db, shop, 'Eliminado');
    const desactivado = error(409, MENSAJES_CUENTA.emprendimientoDesactivado, 'EMPRENDIMIENTO_DESACTIVADO');
    expect(await crear(u, shop, { sku: 'NUEVO' })).toEqual(desactivado);
    expect(await call(u, 'PUT', `${BASE}/${id}`, payload())).toEqual(desactivado);
    expect(await call(u, 'PATCH', `${BASE}/deshabilitar/${id}`)).toEqual(desactivado);
    expect(await call(u, 'DELETE', `${BASE}/${id}`)).toEqual(desactivado);
    expect((await mios(u, shop)).map((p) => p.id)).toEqual([id]);
  });

  it('lists the product types like the public endpoint', async () => {
    const { status, body } = await call<TipoProductoListItem[]>(vendedor(), 'GET', `${BASE}/tipos`);
    expect(status).toBe(200);
    expect(body).toEqual(tipos);
    expect(body.length).toBeGreaterThan(3);
  });

  it('makes imagenUrl the principal image: an upload of the shop or one of its images; refuses any other URL', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0EA5E9' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
    const subida = (
      await t.app.inject({
        method: 'POST',
        url: '/api/emprendedor/v1/imagenes',
        headers: await t.auth(u),
        payload: form,
      })
    ).json<{ url: string }>().url;

    const creado = await crear(u, shop, { imagenUrl: subida });
    expect(creado.status).toBe(201);
    expect(creado.body.imagenes.map((i) => [i.url, i.principal])).toEqual([[subida, true]]);
    expect(creado.body.rutaImagen).toBe(subida);

    const ajenas = ['/uploads/productos/de-otra-tienda.webp', 'https://example.com/foto.jpg'];
    for (const imagenUrl of ajenas) {
      expect(await crear(u, shop, { imagenUrl, sku: 'OTRO' })).toEqual(
        error(400, MENSAJES_PRODUCTO.imagenNoSubida, 'IMAGEN_NO_SUBIDA'),
      );
      expect(await call(u, 'PUT', `${BASE}/${creado.body.id}`, payload({ imagenUrl, nombre: 'No cambia' }))).toEqual(
        error(400, MENSAJES_PRODUCTO.imagenNoSubida, 'IMAGEN_NO_SUBIDA'),
      );
    }
    expect((await mios(u, shop)).map((p) => p.nombre)).toEqual(['Taza esmaltada turquesa']); // nothing created or changed

    // Another image of the product becomes the principal one; null leaves the images alone.
    const fotos = new FormData();
    fotos.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'otra.png');
    const [, otra] = (
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/${creado.body.id}/imagenes`,
        headers: await t.auth(u),
        payload: fotos,
      })
    ).json<{ url: string }[]>();
    const cambiado = await call<ProductoVendedor>(
      u,
      'PUT',
      `${BASE}/${creado.body.id}`,
      payload({ imagenUrl: otra!.url }),
    );
    expect(cambiado.body.imagenes.map((i) => [i.url, i.principal])).toEqual([
      [otra!.url, true], // the principal image comes first
      [subida, false],
    ]);
    const sinCambio = await call<ProductoVendedor>(u, 'PUT', `${BASE}/${creado.body.id}`, payload({ imagenUrl: null }));
    expect(sinCambio.body.imagenes).toEqual(cambiado.body.imagenes);
  });
});
