import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductoSearchQuery } from '@feria/contracts';
import { contadorDeSentencias, createTestApp, crearEmprendimiento, crearProducto, type TestApp } from '../../testing';
import { buscarPublico } from './productos-prueba';
import { insertarProductos } from './productos.queries';
import { buscarProductos, TOPE_RESULTADOS } from './search.service';

// Top-k search (decision 043): a search ranks and counts at most TOPE_RESULTADOS matches and says
// when there are more; two statements per search.
describe('búsqueda con más de mil resultados', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    const shop = await crearEmprendimiento(t.db, { nombre: 'Velas del Sur' });
    await insertarProductos(
      t.db,
      shop,
      Array.from({ length: TOPE_RESULTADOS + 5 }, (_, i) => ({
        fila: {
          nombre: `Vela aromática ${i + 1}`,
          descripcion: 'Cera de soja.',
          precio: 1000 + i,
          stock: 5,
          fechaAlta: new Date(Date.now() - i * 60_000),
        },
      })),
    );
    await crearProducto(t.db, shop, { nombre: 'Mate de calabaza', descripcion: 'Para acompañar con una vela.' });
    // Named exactly as typed, and the last of 1,006 matches to be inserted.
    await crearProducto(t.db, shop, { nombre: 'Vela', fechaAlta: new Date(Date.now() - 86_400_000) });
  });
  afterAll(async () => t.close());

  const buscar = (query: Record<string, string | number>) => buscarPublico(t, query);

  it('says there are more than a thousand and pages through that thousand', async () => {
    const first = await buscar({ nombre: 'vela', size: 20 });
    expect(first).toMatchObject({ totalElements: 1000, masDe: 1000, totalPages: 50, number: 0, size: 20 });
    expect(first.content).toHaveLength(20);
    const last = await buscar({ nombre: 'vela', size: 20, page: 49 });
    expect(last.content).toHaveLength(20);
    // A size that does not divide the thousand: the last page stops at the thousandth product.
    expect((await buscar({ nombre: 'vela', size: 30, page: 33 })).content).toHaveLength(10);
  });

  it('puts the product named exactly as typed first, however many others match', async () => {
    expect((await buscar({ nombre: 'vela', size: 5 })).content[0]!.nombre).toBe('Vela');
    expect((await buscar({ nombre: 'VELA', size: 5 })).content[0]!.nombre).toBe('Vela');
  });

  it('serves nothing past the thousandth product, still saying how many there are', async () => {
    expect(await buscar({ nombre: 'vela', size: 20, page: 50 })).toMatchObject({
      content: [],
      totalElements: 1000,
      masDe: 1000,
      totalPages: 50,
      number: 50,
    });
    // Far past it too: the offset (page × size) is beyond a 32-bit integer.
    expect(await buscar({ nombre: 'vela', size: 20, page: 200_000_000 })).toMatchObject({
      content: [],
      totalElements: 1000,
      masDe: 1000,
    });
    expect(await buscar({ size: 20, page: 200_000_000 })).toMatchObject({
      content: [],
      totalElements: 1000,
      masDe: 1000,
    });
  });

  it('gives every product of the thousand once across the pages, in a stable order', async () => {
    const ids: string[] = [];
    for (let page = 0; page < 10; page++)
      ids.push(...(await buscar({ nombre: 'vela', size: 100, page })).content.map((p) => p.id));
    expect(ids).toHaveLength(1000);
    expect(new Set(ids).size).toBe(1000);
    expect((await buscar({ nombre: 'vela', size: 100, page: 3 })).content.map((p) => p.id)).toEqual(
      ids.slice(300, 400),
    );
  });

  it('counts exactly up to a thousand, without masDe', async () => {
    const mate = await buscar({ nombre: 'mate' });
    expect(mate.totalElements).toBe(1);
    expect(mate).not.toHaveProperty('masDe');
    const caras = await buscar({ nombre: 'vela', precioMin: 1500 });
    expect(caras).toMatchObject({ totalElements: 505, totalPages: 26 });
    expect(caras).not.toHaveProperty('masDe');
  });

  it('caps the listing without text the same way, newest first', async () => {
    const listado = await buscar({ size: 10 });
    expect(listado).toMatchObject({ totalElements: 1000, masDe: 1000 });
    expect(listado.content[0]!.nombre).toBe('Mate de calabaza');
  });

  it('runs at most two statements: the analysis of the words, then the page with its products', async () => {
    const { db, contar } = contadorDeSentencias(t.db);
    const q = (nombre: string, extra: Partial<ProductoSearchQuery> = {}): ProductoSearchQuery => ({
      nombre,
      page: 0,
      size: 20,
      ...extra,
    });
    for (const [query, max] of [
      [q('vela'), 2],
      [q('vla aromatca'), 2],
      [q('vela heladera'), 2],
      [q(''), 1],
      [q('vela', { page: 60 }), 2],
    ] as const) {
      const statements = await contar(() => buscarProductos({ db }, query));
      expect(statements, query.nombre).toBeGreaterThan(0);
      expect(statements, query.nombre).toBeLessThanOrEqual(max);
    }
  });
});
