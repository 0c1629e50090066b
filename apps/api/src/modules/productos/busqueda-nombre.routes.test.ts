import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, crearEmprendimiento, crearProducto, type TestApp } from '../../testing';
import { buscarPublico } from './productos-prueba';

// docs/producto/busqueda.md#nombre-o-tipo, on a marketplace with only these products, so every
// expectation is exact. PGlite by default, PostgreSQL with DATABASE_URL.
describe('búsqueda: las palabras del producto en el nombre o el tipo', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    const calzado = await crearEmprendimiento(t.db, { nombre: 'Calzado de Prueba', rubro: 'Calzado' });
    const tecno = await crearEmprendimiento(t.db, { nombre: 'Tecno de Prueba', rubro: 'Tecnología' });
    const matero = await crearEmprendimiento(t.db, { nombre: 'Matero de Prueba', rubro: 'Alimentos y Bebidas' });
    await crearProducto(t.db, calzado, {
      nombre: 'Mochila de cuero con tapa 15 L',
      tipo: 'Mochila',
      stock: 4,
      atributos: { Material: 'Cuero', Color: 'Suela' },
    });
    await crearProducto(t.db, calzado, {
      nombre: 'Mochila vintage de cuero',
      tipo: 'Mochila',
      stock: 0,
      unidadesVendidas: 80,
      atributos: { Material: 'Cuero', Color: 'Marrón' },
    });
    await crearProducto(t.db, calzado, {
      nombre: 'Mochila urbana impermeable 20 L',
      tipo: 'Mochila',
      atributos: { Material: 'Lona', Color: 'Negro' },
    });
    await crearProducto(t.db, calzado, {
      nombre: 'Botas de montaña con puntera reforzada',
      tipo: 'Botas',
      unidadesVendidas: 200,
      descripcion: 'Para caminatas largas con mochila: tobillo acolchado y suela de alta tracción.',
      atributos: { Material: 'Cuero', Color: 'Marrón', Talle: '42' },
    });
    await crearProducto(t.db, tecno, {
      nombre: 'Parlante bluetooth portátil 20 W',
      tipo: 'Parlante',
      descripcion: 'Sumergible y con correa para colgarlo en la mochila.',
      atributos: { Color: 'Rojo' },
    });
    await crearProducto(t.db, matero, {
      nombre: 'Set matero de viaje',
      tipo: 'Mate',
      descripcion: 'Mate de calabaza, yerbera y una bombilla de alpaca con filtro.',
      atributos: { Material: 'Calabaza' },
    });
    await crearProducto(t.db, matero, {
      nombre: 'Mate imperial con virola',
      tipo: 'Mate',
      atributos: { Material: 'Alpaca' },
    });
  });
  afterAll(async () => t.close());

  const nombres = async (nombre: string) =>
    (await buscarPublico(t, { nombre, size: 100 })).content.map((p) => p.nombre);

  it("lists the leather backpacks for 'mochila de cuero', not leather boots whose description mentions a backpack", async () => {
    expect(await nombres('mochila de cuero')).toEqual(['Mochila de cuero con tapa 15 L', 'Mochila vintage de cuero']);
    expect(await nombres('cuero mochila')).toEqual(['Mochila de cuero con tapa 15 L', 'Mochila vintage de cuero']);
  });

  it('lists what is named like the one asked word, not what only mentions it in its description', async () => {
    const mochilas = await nombres('mochila');
    expect(mochilas.slice(0, 2).sort()).toEqual(['Mochila de cuero con tapa 15 L', 'Mochila urbana impermeable 20 L']);
    expect(mochilas.slice(2)).toEqual(['Mochila vintage de cuero']);
  });

  it('lists the asked kind when none has the attribute, never a product that only mentions it', async () => {
    expect((await nombres('mochila roja')).sort()).toEqual([
      'Mochila de cuero con tapa 15 L',
      'Mochila urbana impermeable 20 L',
      'Mochila vintage de cuero',
    ]);
  });

  it('still lists what only a description answers when no product is named so', async () => {
    expect(await nombres('bombilla de alpaca')).toEqual(['Set matero de viaje']);
    expect(await nombres('bombilla')).toEqual(['Set matero de viaje']);
  });

  it('keeps attribute words as they were: what has them, the description included', async () => {
    expect((await nombres('cuero marrón')).sort()).toEqual([
      'Botas de montaña con puntera reforzada',
      'Mochila vintage de cuero',
    ]);
    expect(await nombres('botas de cuero')).toEqual(['Botas de montaña con puntera reforzada']);
  });
});
