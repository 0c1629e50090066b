import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TipoProductoListItem } from '@feria/contracts';
import { createTestApp, crearEmprendimiento, crearProducto, type ProductoPrueba, type TestApp } from '../../testing';
import { buscarPublico } from './productos-prueba';

const BASE = '/api/v1/public/core/productos';

// Search behaviour on a marketplace with only these products, so every
// expectation is exact.
describe('búsqueda de productos', () => {
  let t: TestApp;
  let tipos: Map<string, number>;
  let rubros: Map<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    const shop = await crearEmprendimiento(t.db, { nombre: 'Tienda de Prueba', rubro: 'Indumentaria' });
    const mascotas = await crearEmprendimiento(t.db, { nombre: 'Tienda de Mascotas', rubro: 'Mascotas' });
    const p = (nombre: string, extra: Omit<ProductoPrueba, 'nombre'> = {}) =>
      crearProducto(t.db, shop, { nombre, ...extra });
    await p('Café de especialidad en grano', { tipo: 'Café', precio: 12000 });
    await p('Remera de algodón', { tipo: 'Remera', precio: 10000, atributos: { Color: 'Azul' } });
    await p('Remera estampada', {
      tipo: 'Remera',
      precio: 20000,
      descuento: { porcentaje: 50 },
      atributos: { Color: 'Rojo' },
    });
    await p('Remera de lino', {
      tipo: 'Remera',
      precio: 30000,
      descuento: { porcentaje: 50, fechaFin: new Date(Date.now() - 86_400_000) },
    });
    await p('Zapatillas urbanas de lona', { tipo: 'Zapatillas', precio: 45000 });
    await p('Mochila escolar', {
      tipo: 'Mochila',
      precio: 25000,
      descripcion: 'Resistente, con bolsillo para la notebook.',
    });
    await p('Funda para notebook', { tipo: 'Accesorio tecnológico', descripcion: 'Entra en cualquier mochila.' });
    await p('Mate', { tipo: 'Mate', unidadesVendidas: 1 });
    await p('Yerba mate suave', { tipo: 'Yerba mate', unidadesVendidas: 90 });
    await p('Bombilla para mate', { tipo: 'Bombilla', unidadesVendidas: 80 });
    await p('Mate de calabaza', { tipo: 'Mate', unidadesVendidas: 70 });
    await p('Manta tejida', { tipo: 'Textil para el hogar', atributos: { Material: 'Lana de oveja' } });
    for (let i = 1; i <= 25; i++)
      await p(`Vela aromática ${i}`, { tipo: 'Vela', fechaAlta: new Date(Date.now() - i * 60_000) });
    await crearProducto(t.db, mascotas, { nombre: 'Collar reflectivo', tipo: 'Accesorio para mascotas' });
    const rubrosRes = await t.app.inject({ method: 'GET', url: '/api/v1/public/core/rubros' });
    rubros = new Map(rubrosRes.json<{ idRubro: number; nombre: string }[]>().map((r) => [r.nombre, r.idRubro]));
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/tipos` });
    tipos = new Map(res.json<TipoProductoListItem[]>().map((x) => [x.nombre, x.id]));
  });
  afterAll(async () => t.close());

  const buscar = (query: Record<string, string | number>) => buscarPublico(t, query);
  const nombres = async (nombre: string, extra: Record<string, string | number> = {}) =>
    (await buscar({ nombre, size: 100, ...extra })).content.map((p) => p.nombre);

  it('ignores accents and case', async () => {
    expect(await nombres('cafe')).toEqual(['Café de especialidad en grano']);
    expect(await nombres('CAFÉ')).toEqual(['Café de especialidad en grano']);
    expect(await nombres('algodon')).toEqual(['Remera de algodón']);
  });

  it('finds singular names from plural words (Spanish stemming)', async () => {
    expect((await nombres('remeras')).sort()).toEqual(['Remera de algodón', 'Remera de lino', 'Remera estampada']);
    expect(await nombres('mochilas escolares')).toEqual(['Mochila escolar']);
  });

  it('tolerates typos', async () => {
    expect(await nombres('remra')).toHaveLength(3);
    expect((await nombres('remra')).every((n) => n.startsWith('Remera'))).toBe(true);
    expect(await nombres('zapatilas')).toEqual(['Zapatillas urbanas de lona']);
    expect((await nombres('mochlia'))[0]).toBe('Mochila escolar');
  });

  it('matches a word still being typed', async () => {
    expect(await nombres('zapati')).toEqual(['Zapatillas urbanas de lona']);
    expect(await nombres('cafe de espec')).toEqual(['Café de especialidad en grano']);
  });

  it('puts the exact name first, then names that start with the words, even over best sellers', async () => {
    const result = await nombres('mate');
    expect(result[0]).toBe('Mate');
    expect(result[1]).toBe('Mate de calabaza');
    expect(result).toEqual(expect.arrayContaining(['Yerba mate suave', 'Bombilla para mate']));
  });

  it('lists a product named by the word, not one that only mentions it in its description (docs/producto/busqueda.md#nombre-o-tipo)', async () => {
    expect(await nombres('mochila')).toEqual(['Mochila escolar']);
  });

  it('searches type names and attribute values', async () => {
    expect(await nombres('lana oveja')).toEqual(['Manta tejida']);
    expect((await nombres('remera azul'))[0]).toBe('Remera de algodón');
  });

  it('requires every word, relaxing to any word only when nothing has them all', async () => {
    expect(await nombres('remera rojo')).toEqual(['Remera estampada']);
    expect((await nombres('remera dorada')).sort()).toEqual([
      'Remera de algodón',
      'Remera de lino',
      'Remera estampada',
    ]);
  });

  it('filters by the effective price, after the discount in effect', async () => {
    // Estampada: 20000 with 50 % off → 10000. Lino's discount expired → 30000.
    expect((await nombres('remera', { precioMax: 15000 })).sort()).toEqual(['Remera de algodón', 'Remera estampada']);
    expect(await nombres('remera', { precioMin: 25000 })).toEqual(['Remera de lino']);
    expect((await nombres('', { precioMin: 10000, precioMax: 12000 })).sort()).toEqual([
      'Café de especialidad en grano',
      'Remera de algodón',
      'Remera estampada',
    ]);
  });

  it('filters by product type in the same query', async () => {
    expect(await nombres('mate', { idTipoProducto: tipos.get('Mate')! })).toEqual(['Mate', 'Mate de calabaza']);
    expect(await nombres('', { idTipoProducto: tipos.get('Zapatillas')! })).toEqual(['Zapatillas urbanas de lona']);
    expect(await nombres('mate', { idTipoProducto: tipos.get('Café')! })).toEqual([]);
  });

  it('filters by the rubro of the shop in the same query', async () => {
    expect(await nombres('collar', { idRubro: rubros.get('Mascotas')! })).toEqual(['Collar reflectivo']);
    expect(await nombres('collar', { idRubro: rubros.get('Indumentaria')! })).toEqual([]);
    expect(await nombres('remera', { idRubro: rubros.get('Indumentaria')! })).toHaveLength(3);
    expect(await nombres('', { idRubro: rubros.get('Mascotas')! })).toEqual(['Collar reflectivo']);
  });

  it('pages with correct totals, also past the end', async () => {
    const page2 = await buscar({ nombre: 'vela', size: 10, page: 2 });
    expect(page2).toMatchObject({ totalElements: 25, totalPages: 3, number: 2, size: 10 });
    expect(page2.content).toHaveLength(5);
    const beyond = await buscar({ nombre: 'velas', size: 10, page: 7 });
    expect(beyond).toMatchObject({ content: [], totalElements: 25, totalPages: 3, number: 7 });
    const all = await buscar({ size: 10, page: 9 });
    expect(all.totalElements).toBe(38);
  });

  it('reports the discount in effect and hides an expired one', async () => {
    const [estampada] = (await buscar({ nombre: 'remera estampada' })).content;
    expect(estampada!.descuento).toEqual({ activo: true, porcentajeDescuento: 50, fechaFin: null });
    const [lino] = (await buscar({ nombre: 'remera de lino' })).content;
    expect(lino!.descuento).toBeNull();
  });

  it('treats text without searchable words as no text, and unknown words as no results', async () => {
    expect((await buscar({ nombre: '  ¿? ' })).totalElements).toBe(38);
    expect((await buscar({ nombre: 'de la' })).totalElements).toBe(38);
    expect((await buscar({ nombre: 'xkcdqwz' })).totalElements).toBe(0);
  });
});
