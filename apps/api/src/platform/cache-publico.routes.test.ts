import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  aparienciaPorDefecto,
  type Apariencia,
  type DescuentoVendedor,
  type Estadisticas,
  type Page,
  type Producto,
  type ProductoPage,
  type ProductoTienda,
  type TipoProductoListItem,
} from '@feria/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { CACHE_CONTROL_PUBLICO } from '../lib/cache-publico';
import { LISTEN_APPLICATION_NAME } from './pg-listen';
import { createTestApp, testTokenKeys, type TestApp } from '../testing';
import { BASE, PUBLIC, pasos, tiposDeProducto, vendedor } from '../modules/productos/productos-prueba';
import { ventasPrueba } from '../modules/ventas/ventas-prueba';

// Decision 046: public reads are answered from each instance's cache of serialised JSON, with an
// ETag; any write (through this instance, another one, or straight to the database) shows on the
// next read, because the database's triggers NOTIFY every instance at commit.

const EMP = '/api/emprendedor/v1';
const CON_CACHE = { CACHE_TTL_SECONDS: '3600' };

interface Instancia {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A second API on the same database: its own pool and LISTEN on PostgreSQL, the same PGlite handle otherwise. */
async function segunda(a: TestApp): Promise<Instancia> {
  if (process.env.DATABASE_URL) {
    const b = await createTestApp({ seed: 'empty', segundaInstancia: true, env: CON_CACHE });
    return { app: b.app, close: () => b.close() };
  }
  const app = await buildApp({ config: a.config, db: a.db, tokenKeys: testTokenKeys, trabajador: false });
  await app.ready();
  return { app, close: () => app.close() };
}

describe('caché pública de JSON (decisión 046)', () => {
  let a: TestApp;
  let b: Instancia;
  let tipos: TipoProductoListItem[] = [];
  beforeAll(async () => {
    a = await createTestApp({ seed: 'empty', env: CON_CACHE });
    b = await segunda(a);
    tipos = await tiposDeProducto(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  const { call, tienda, crear, payload } = pasos(
    () => a,
    () => tipos,
  );
  const ventas = ventasPrueba(() => a);

  const leer = async <T>(url: string, app: FastifyInstance = a.app) => {
    const res = await app.inject(url);
    return { status: res.statusCode, body: res.statusCode === 200 ? res.json<T>() : null };
  };
  const producto = async (id: string, app?: FastifyInstance) =>
    (await leer<Producto>(`${PUBLIC}/productos/${id}`, app)).body;
  const pagina = async (shop: string, app?: FastifyInstance) =>
    (await leer<Page<ProductoTienda>>(`${PUBLIC}/tienda/${shop}/productos?size=5`, app)).body!.content.map(
      (p) => p.nombre,
    );
  const lista = async (shop: string, app?: FastifyInstance) =>
    (await leer<ProductoTienda[]>(`${PUBLIC}/tienda/productos/obtenerProductos/${shop}`, app)).body!.map(
      (p) => p.nombre,
    );
  const buscar = async (texto: string, app?: FastifyInstance) =>
    (await leer<ProductoPage>(`${PUBLIC}/productos/buscar?nombre=${encodeURIComponent(texto)}`, app)).body!.content.map(
      (p) => p.nombre,
    );
  const publicos = async (app?: FastifyInstance) =>
    (await leer<Estadisticas>(`${PUBLIC}/estadisticas`, app)).body!.productos;

  it('answers with a strong ETag and 304 Not Modified while the data has not changed', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const { id } = (await crear(u, shop, { nombre: 'Mate imperial', sku: 'MAT-1' })).body;
    const url = `${PUBLIC}/productos/${id}`;
    const primera = await a.app.inject(url);
    expect(primera.statusCode).toBe(200);
    expect(primera.headers['cache-control']).toBe(CACHE_CONTROL_PUBLICO);
    const etag = primera.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(primera.json<Producto>()).toMatchObject({ id, nombre: 'Mate imperial' });

    const igual = await a.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(igual.statusCode).toBe(304);
    expect(igual.body).toBe('');
    expect(igual.headers.etag).toBe(etag);
    expect((await a.app.inject({ url, headers: { 'if-none-match': `"otro", W/${etag}` } })).statusCode).toBe(304);
    // The other instance serialises the same data to the same bytes: the same ETag.
    expect((await b.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    expect(
      (await call(u, 'PUT', `${BASE}/${id}`, payload({ nombre: 'Mate imperial', sku: 'MAT-1', precio: 9999 }))).status,
    ).toBe(200);
    const cambiada = await a.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(cambiada.statusCode).toBe(200);
    expect(cambiada.headers.etag).not.toBe(etag);
    expect(cambiada.json<Producto>().precio).toBe(9999);
    // A refused read is never cached nor tagged.
    const nada = await a.app.inject(`${PUBLIC}/productos/00000000-0000-4000-8000-000000000000`);
    expect([nada.statusCode, nada.headers.etag]).toEqual([404, undefined]);
  });

  it('shows a seller’s create, update, disable and delete on the next read of product, lists, search and statistics', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const antes = await publicos();
    expect([await lista(shop), await pagina(shop), await buscar('quebracho')]).toEqual([[], [], []]);

    const { id } = (await crear(u, shop, { nombre: 'Tabla de quebracho', sku: 'TAB-1', precio: 1500 })).body;
    expect([await lista(shop), await pagina(shop), await buscar('quebracho'), await publicos()]).toEqual([
      ['Tabla de quebracho'],
      ['Tabla de quebracho'],
      ['Tabla de quebracho'],
      antes + 1,
    ]);
    expect((await producto(id))?.precio).toBe(1500);

    expect(
      (
        await call(
          u,
          'PUT',
          `${BASE}/${id}`,
          payload({ nombre: 'Tabla de quebracho colorado', sku: 'TAB-1', precio: 2100 }),
        )
      ).status,
    ).toBe(200);
    expect((await producto(id))?.precio).toBe(2100);
    expect([await lista(shop), await pagina(shop), await buscar('quebracho')]).toEqual([
      ['Tabla de quebracho colorado'],
      ['Tabla de quebracho colorado'],
      ['Tabla de quebracho colorado'],
    ]);

    expect((await call(u, 'PATCH', `${BASE}/deshabilitar/${id}`)).status).toBe(200);
    expect(await producto(id)).toBeNull();
    expect([await lista(shop), await pagina(shop), await buscar('quebracho'), await publicos()]).toEqual([
      [],
      [],
      [],
      antes,
    ]);

    expect((await call(u, 'PATCH', `${BASE}/habilitar/${id}`)).status).toBe(200);
    expect((await producto(id))?.nombre).toBe('Tabla de quebracho colorado');
    await call(u, 'DELETE', `${BASE}/${id}`);
    expect([await producto(id), await lista(shop), await pagina(shop)]).toEqual([null, [], []]);
  });

  it('shows a new appearance and a discount on the next read', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const { id } = (await crear(u, shop, { nombre: 'Vela de soja', sku: 'VEL-1', precio: 10000 })).body;
    const apariencia = async (app?: FastifyInstance) =>
      (await leer<Apariencia>(`${PUBLIC}/tienda/${shop}/apariencia`, app)).body!;
    expect((await apariencia()).colorAcento).toBe(aparienciaPorDefecto('').colorAcento);
    const nueva: Apariencia = { ...aparienciaPorDefecto('Velas'), colorAcento: '#0EA5E9' };
    expect((await call(u, 'PUT', `${EMP}/emprendimientos/${shop}/apariencia`, nueva)).status).toBe(200);
    expect((await apariencia()).colorAcento).toBe('#0EA5E9');

    expect((await producto(id))?.descuento).toBeNull();
    const d = await call<DescuentoVendedor>(u, 'POST', `${EMP}/emprendimientos/descuentos?idEmprendimiento=${shop}`, {
      tipo: 'PORCENTAJE',
      valor: 20,
      productosIds: [id],
    });
    expect(d.status).toBe(201);
    expect((await producto(id))?.descuento).toMatchObject({ activo: true, porcentajeDescuento: 20 });
    expect((await call(u, 'PATCH', `${EMP}/descuentos/${d.body.idDescuento}/desactivar`)).status).toBe(200);
    expect((await producto(id))?.descuento).toBeNull();
  });

  it('does not keep a discount past its start or end: the cache expires at the next boundary', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const { id } = (await crear(u, shop, { nombre: 'Difusor', sku: 'DIF-1', precio: 5000 })).body;
    // A discount that already ended (the dates check allows a past window) leaves the price alone…
    const pasado = {
      tipo: 'PORCENTAJE',
      valor: 10,
      productosIds: [id],
      fechaInicio: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      fechaFin: new Date(Date.now() - 86_400_000).toISOString(),
    };
    const creado = await call(u, 'POST', `${EMP}/emprendimientos/descuentos?idEmprendimiento=${shop}`, pasado);
    if (creado.status === 201) expect((await producto(id))?.descuento).toBeNull();
    // …one ending in the future is shown, with its end date: the entry's life is bounded by it (lib test).
    const fin = new Date(Date.now() + 86_400_000).toISOString();
    const vigente = await call(u, 'POST', `${EMP}/emprendimientos/descuentos?idEmprendimiento=${shop}`, {
      tipo: 'PORCENTAJE',
      valor: 30,
      productosIds: [id],
      fechaFin: fin,
    });
    expect(vigente.status).toBe(201);
    expect((await producto(id))?.descuento).toMatchObject({ porcentajeDescuento: 30 });
    expect(new Date((await producto(id))!.descuento!.fechaFin!).getTime()).toBe(new Date(fin).getTime());
  });

  it('shows the stock a purchase took on the next read', async () => {
    const comprador = await ventas.comprador();
    const s = await ventas.tienda([{ nombre: 'Yerbera de lata', precio: 4000, stock: 5 }]);
    const id = s.productos[0]!;
    expect((await producto(id))?.stock).toBe(5);
    expect((await producto(id, b.app))?.stock).toBe(5);
    const venta = await ventas.pedir(comprador, {
      emprendimientoId: s.id,
      items: [{ idProducto: id, cantidad: 2 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(venta.status).toBe(201);
    expect((await producto(id))?.stock).toBe(3);
    await expect.poll(async () => (await producto(id, b.app))?.stock).toBe(3);
  });

  it('a write through instance A shows on instance B’s next read (NOTIFY at commit, B’s own LISTEN)', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const { id } = (await crear(u, shop, { nombre: 'Cuenco de barro', sku: 'CUE-1', precio: 3000 })).body;
    // B reads first, so each answer sits in B's cache.
    expect((await producto(id, b.app))?.precio).toBe(3000);
    expect(await pagina(shop, b.app)).toEqual(['Cuenco de barro']);
    expect(await buscar('cuenco', b.app)).toEqual(['Cuenco de barro']);
    const antes = await publicos(b.app);

    expect(
      (await call(u, 'PUT', `${BASE}/${id}`, payload({ nombre: 'Cuenco de barro negro', sku: 'CUE-1', precio: 3500 })))
        .status,
    ).toBe(200);
    await expect.poll(async () => (await producto(id, b.app))?.precio).toBe(3500);
    await expect.poll(() => pagina(shop, b.app)).toEqual(['Cuenco de barro negro']);
    await expect.poll(() => buscar('cuenco', b.app)).toEqual(['Cuenco de barro negro']);

    const otro = (await crear(u, shop, { nombre: 'Cuenco chico', sku: 'CUE-2' })).body.id;
    await expect.poll(() => publicos(b.app)).toBe(antes + 1);
    await expect.poll(() => lista(shop, b.app)).toEqual(['Cuenco chico', 'Cuenco de barro negro']);
    expect((await call(u, 'PATCH', `${BASE}/deshabilitar/${otro}`)).status).toBe(200);
    await expect.poll(async () => (await leer(`${PUBLIC}/productos/${otro}`, b.app)).status).toBe(404);
    await expect.poll(() => lista(shop, b.app)).toEqual(['Cuenco de barro negro']);
  });

  it('sends a cached answer compressed as the client accepts, the same JSON in every encoding', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    for (let i = 0; i < 4; i++)
      await crear(u, shop, {
        nombre: `Lámina ilustrada ${i}`,
        sku: `LAM-${i}`,
        descripcion: 'Impresión giclée sobre papel de algodón. '.repeat(20),
      });
    const url = `${PUBLIC}/tienda/productos/obtenerProductos/${shop}`;
    const plano = await a.app.inject(url);
    expect(plano.headers['content-encoding']).toBeUndefined();
    const json = plano.json<ProductoTienda[]>();
    expect(json).toHaveLength(4);
    for (const [acepta, descomprimir] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let vez = 0; vez < 2; vez++) {
        const res = await a.app.inject({ url, headers: { 'accept-encoding': acepta } });
        expect(res.headers['content-encoding']).toBe(acepta === 'gzip' ? 'gzip' : 'br');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers.etag).toBe(plano.headers.etag);
        expect(JSON.parse(descomprimir(res.rawPayload).toString('utf8'))).toEqual(json);
      }
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'serves nothing from the cache while LISTEN is down, and starts empty when it is back (PostgreSQL)',
    async () => {
      const u = vendedor();
      const shop = await tienda(u);
      const { id } = (await crear(u, shop, { nombre: 'Farol de hierro', sku: 'FAR-1', precio: 7000 })).body;
      expect((await producto(id, b.app))?.precio).toBe(7000);
      expect(b.app.cachePublico.activo).toBe(true);
      // Every LISTEN connection of this database drops (both instances): notifications sent now are lost.
      await a.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database()`,
      );
      await expect.poll(() => b.app.cachePublico.activo).toBe(false);
      expect(
        (await call(u, 'PUT', `${BASE}/${id}`, payload({ nombre: 'Farol de hierro', sku: 'FAR-1', precio: 7700 })))
          .status,
      ).toBe(200);
      expect((await producto(id, b.app))?.precio).toBe(7700);
      await expect.poll(() => b.app.cachePublico.activo, { timeout: 10_000 }).toBe(true);
      expect((await producto(id, b.app))?.precio).toBe(7700);
    },
  );

  it('never caches signed-in reads', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    await crear(u, shop, { nombre: 'Maceta', sku: 'MAC-1' });
    const res = await a.app.inject({ url: `${BASE}/misProductos/${shop}`, headers: await a.auth(u) });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).not.toBe(CACHE_CONTROL_PUBLICO);
  });
});
