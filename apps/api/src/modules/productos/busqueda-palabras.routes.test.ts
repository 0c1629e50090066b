import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductoSearchQuery } from '@feria/contracts';
import { contadorDeSentencias, createTestApp, crearEmprendimiento, crearProducto, type TestApp } from '../../testing';
import { buscarPublico } from './productos-prueba';
import { buscarProductos } from './search.service';

// docs/producto/busqueda.md#palabras-del-producto and #agotados-al-final, on a marketplace with
// only these products, so every expectation is exact.
describe('búsqueda de un producto con sus atributos', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    const ropa = await crearEmprendimiento(t.db, { nombre: 'Ropa de Prueba', rubro: 'Indumentaria' });
    const mascotas = await crearEmprendimiento(t.db, { nombre: 'Mascotas de Prueba', rubro: 'Mascotas' });
    await crearProducto(t.db, ropa, {
      nombre: 'Remera lisa',
      tipo: 'Remera',
      stock: 0,
      unidadesVendidas: 90,
      atributos: { Talle: 'M', Color: 'Blanco' },
    });
    await crearProducto(t.db, ropa, {
      nombre: 'Remera rayada',
      tipo: 'Remera',
      stock: 5,
      atributos: { Talle: 'S', Color: 'Azul' },
    });
    await crearProducto(t.db, ropa, {
      nombre: 'Remera estampada',
      tipo: 'Remera',
      stock: 3,
      atributos: { Talle: 'M', Color: 'Negro' },
    });
    await crearProducto(t.db, ropa, {
      nombre: 'Bolso de lona',
      tipo: 'Mochila',
      descripcion: 'Con correa regulable. Elegí tu talle de bolso.',
      atributos: { Color: 'Verde' },
    });
    await crearProducto(t.db, mascotas, {
      nombre: 'Correa retráctil 5 m',
      tipo: 'Accesorio para mascotas',
      atributos: { Color: 'Negro', Largo: '5 m' },
    });
    await crearProducto(t.db, mascotas, {
      nombre: 'Pelota con sonido',
      tipo: 'Juguete',
      atributos: { Talle: 'M', Color: 'Rojo' },
    });
    await crearProducto(t.db, mascotas, {
      nombre: 'Collar reflectivo',
      tipo: 'Accesorio para mascotas',
      atributos: { Talle: 'M', Color: 'Rojo' },
    });
  });
  afterAll(async () => t.close());

  const nombres = async (nombre: string, extra: Record<string, string | number> = {}) =>
    (await buscarPublico(t, { nombre, size: 100, ...extra })).content.map((p) => p.nombre);

  it('lists the products of the asked kind that have the asked attributes, available first', async () => {
    expect(await nombres('remera talle M')).toEqual(['Remera estampada', 'Remera lisa']);
    expect(await nombres('remra talle m')).toEqual(['Remera estampada', 'Remera lisa']);
    expect(await nombres('collar rojo talle m')).toEqual(['Collar reflectivo']);
  });

  it('lists the asked kind when none has the attributes, never what only has the attributes', async () => {
    expect(await nombres('remera roja')).toEqual(['Remera estampada', 'Remera rayada', 'Remera lisa']);
    expect(await nombres('correa roja')).toEqual(['Correa retráctil 5 m']);
  });

  it('finds nothing for an unknown product with known attributes', async () => {
    const page = await buscarPublico(t, { nombre: 'heladera roja' });
    expect(page).toMatchObject({ totalElements: 0, content: [] });
  });

  it('still finds every word anywhere, the description included, when some product has them all', async () => {
    expect(await nombres('bolso correa')).toEqual(['Bolso de lona']);
  });

  it('lists any of several product words that no product has together', async () => {
    expect((await nombres('remera pelota')).sort()).toEqual([
      'Pelota con sonido',
      'Remera estampada',
      'Remera lisa',
      'Remera rayada',
    ]);
  });

  it('keeps attribute-only queries as before: the products that have the attributes', async () => {
    expect(await nombres('rojo talle m')).toEqual(expect.arrayContaining(['Pelota con sonido', 'Collar reflectivo']));
    expect(await nombres('rojo talle m')).not.toContain('Remera estampada');
  });

  it('puts sold-out products after available ones, over sales and exact names, on every page', async () => {
    expect(await nombres('remera')).toEqual(['Remera estampada', 'Remera rayada', 'Remera lisa']);
    expect(await nombres('remera lisa')).toEqual(['Remera lisa']);
    const paginas = [0, 1, 2].map((page) => nombres('remera', { size: 1, page }));
    expect((await Promise.all(paginas)).flat()).toEqual(['Remera estampada', 'Remera rayada', 'Remera lisa']);
  });

  it('still runs two statements when the words are relaxed', async () => {
    const { db, contar } = contadorDeSentencias(t.db);
    const q = (nombre: string): ProductoSearchQuery => ({ nombre, page: 0, size: 20 });
    for (const nombre of ['remera talle m', 'remera roja', 'heladera roja', 'remera pelota']) {
      expect(await contar(() => buscarProductos({ db }, q(nombre))), nombre).toBe(2);
    }
  });
});
