import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productoTiendaPage, type ProductoTienda } from '@feria/contracts';
import { createTestApp, crearCatalogo, crearEmprendimiento, crearProducto, type TestApp } from '../../testing';

// Decision 101: the text a shop's page keeps of each product carries its enabled catalogs
// (`idCatalogos`); a catalog turned off, a link added or removed and a catalog deleted reach the
// next page read (migration 0031's triggers on catalogos and catalogo_productos).

const P = '/api/v1/public/core/tienda';

describe('catalogs on the kept text of a shop page', () => {
  let t: TestApp;
  let tienda: string;
  let a: string;
  let b: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty', env: { CACHE_TTL_SECONDS: '0' } });
    tienda = await crearEmprendimiento(t.db, { nombre: 'Con catálogos' });
    a = await crearProducto(t.db, tienda, { nombre: 'Producto A' });
    b = await crearProducto(t.db, tienda, { nombre: 'Producto B' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The page parses with the contract, strict, equals the list, and says each product's catalogs. */
  async function catalogosEnLaPagina(): Promise<Record<string, number[]>> {
    const res = await t.app.inject(`${P}/${tienda}/productos?size=10`);
    expect(res.statusCode).toBe(200);
    const pagina = productoTiendaPage.strict().parse(res.json());
    const lista = (await t.app.inject(`${P}/productos/obtenerProductos/${tienda}`)).json<ProductoTienda[]>();
    expect(pagina.content).toEqual(lista);
    return Object.fromEntries(pagina.content.map((p) => [p.id, p.idCatalogos]));
  }

  it('follows links, a catalog turned off and on, and a catalog deleted', async () => {
    expect(await catalogosEnLaPagina()).toEqual({ [a]: [], [b]: [] });
    const uno = await crearCatalogo(t.db, tienda, 'Uno', [a, b]);
    const dos = await crearCatalogo(t.db, tienda, 'Dos', [b]);
    expect(await catalogosEnLaPagina()).toEqual({ [a]: [uno], [b]: [uno, dos].sort((x, y) => x - y) });
    await t.db.execute(sql`update app.catalogos set habilitado = false where id = ${uno}`);
    expect(await catalogosEnLaPagina()).toEqual({ [a]: [], [b]: [dos] });
    await t.db.execute(sql`update app.catalogos set habilitado = true where id = ${uno}`);
    await t.db.execute(sql`delete from app.catalogo_productos where catalogo_id = ${uno} and producto_id = ${a}`);
    expect(await catalogosEnLaPagina()).toEqual({ [a]: [], [b]: [uno, dos].sort((x, y) => x - y) });
    await t.db.execute(sql`delete from app.catalogos where id = ${dos}`);
    expect(await catalogosEnLaPagina()).toEqual({ [a]: [], [b]: [uno] });
  });
});
