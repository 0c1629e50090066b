import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductoPage } from '@feria/contracts';
import { contadorDeSentencias, createTestApp, crearEmprendimiento, type TestApp } from '../../testing';
import { PUBLIC } from './productos-prueba';
import { insertarProductos, type ProductoNuevo } from './productos.queries';
import { buscarProductos } from './search.service';

// docs/producto/busqueda.md#filtro-por-opciones: a search filtered by option values, and the
// options among its results (facets), on a shoe shop whose products have sold-out and disabled sizes.
describe('búsqueda filtrada por opciones', () => {
  let t: TestApp;

  const zapatilla = (
    nombre: string,
    precio: number,
    opciones: { nombre: string; valores: string[] }[],
    variantes: ProductoNuevo['variantes'],
    minutos: number,
  ): ProductoNuevo => ({
    fila: {
      nombre,
      descripcion: 'Zapatillas cosidas a mano.',
      precio,
      stock: 0,
      opciones,
      fechaAlta: new Date(Date.now() - minutos * 60_000),
    },
    variantes,
  });

  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    const shop = await crearEmprendimiento(t.db, { nombre: 'Pasos del Sur' });
    await insertarProductos(t.db, shop, [
      zapatilla(
        'Zapatillas urbanas',
        50000,
        [
          { nombre: 'Talle', valores: ['38', '39', '40'] },
          { nombre: 'Color', valores: ['Negro', 'Blanco'] },
        ],
        [
          { valores: { Talle: '38', Color: 'Negro' }, stock: 2 },
          // Sold out: the urban shoe is not found by 39.
          { valores: { Talle: '39', Color: 'Negro' }, stock: 0 },
          { valores: { Talle: '40', Color: 'Blanco' }, stock: 3 },
        ],
        1,
      ),
      zapatilla(
        'Zapatillas running',
        80000,
        // Another seller's spelling of the same option.
        [
          { nombre: 'talle', valores: ['38', '41'] },
          { nombre: 'Color', valores: ['Azul'] },
        ],
        [
          { valores: { talle: '38', Color: 'Azul' }, stock: 1 },
          // Disabled: not sold, so 41 is offered by nobody.
          { valores: { talle: '41', Color: 'Azul' }, stock: 5, habilitada: false },
        ],
        2,
      ),
      zapatilla(
        'Zapatillas de cuero',
        65000,
        [
          { nombre: 'Talle', valores: ['42', '39'] },
          { nombre: 'Color', valores: ['Negro'] },
        ],
        [
          { valores: { Talle: '42', Color: 'Negro' }, stock: 1 },
          { valores: { Talle: '39', Color: 'Negro' }, stock: 1 },
        ],
        3,
      ),
      // Every variant sold out: listed last ('Sin stock'), never by a value.
      zapatilla(
        'Zapatillas altas',
        70000,
        [{ nombre: 'Talle', valores: ['38'] }],
        [{ valores: { Talle: '38' }, stock: 0 }],
        4,
      ),
      {
        fila: {
          nombre: 'Zapatillas de lona',
          descripcion: 'Lona y goma.',
          precio: 30000,
          stock: 4,
          fechaAlta: new Date(Date.now() - 5 * 60_000),
        },
      },
      {
        fila: {
          nombre: 'Mate de calabaza',
          descripcion: 'Curado.',
          precio: 9000,
          stock: 4,
          fechaAlta: new Date(Date.now() - 6 * 60_000),
        },
      },
    ]);
  });
  afterAll(async () => t.close());

  const buscar = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${PUBLIC}/productos/buscar?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductoPage>();
  };
  const nombres = (p: ProductoPage) => p.content.map((x) => x.nombre);
  const opcion = (...pares: string[]) => pares.map((x) => `opcion=${encodeURIComponent(x)}`).join('&');

  it('offers the options and values in stock among the results, with their counts, in a natural order', async () => {
    const page = await buscar('nombre=zapatillas');
    expect(page.totalElements).toBe(5);
    expect(page.facetas).toEqual([
      {
        // 'Talle' and 'talle' are one option; 41 (disabled) is not offered, 39 only by the leather shoe.
        nombre: 'Talle',
        valores: [
          { valor: '38', cantidad: 2 },
          { valor: '39', cantidad: 1 },
          { valor: '40', cantidad: 1 },
          { valor: '42', cantidad: 1 },
        ],
      },
      {
        // As many products as Talle, fewer values: second.
        nombre: 'Color',
        valores: [
          { valor: 'Azul', cantidad: 1 },
          { valor: 'Blanco', cantidad: 1 },
          { valor: 'Negro', cantidad: 2 },
        ],
      },
    ]);
  });

  it('lists only the products with a variant in stock of a chosen value, whatever the case of the name', async () => {
    expect(nombres(await buscar(`nombre=zapatillas&${opcion('Talle:38')}`))).toEqual([
      'Zapatillas urbanas',
      'Zapatillas running',
    ]);
    expect(nombres(await buscar(`nombre=zapatillas&${opcion('TALLE: 38 ')}`))).toEqual([
      'Zapatillas urbanas',
      'Zapatillas running',
    ]);
    // Sold out in the urban shoe: only the leather one has a 39 to sell.
    expect(nombres(await buscar(`nombre=zapatillas&${opcion('Talle:39')}`))).toEqual(['Zapatillas de cuero']);
    // Only on a disabled variant.
    const nadie = await buscar(`nombre=zapatillas&${opcion('Talle:41')}`);
    expect(nadie).toMatchObject({ totalElements: 0, content: [] });
  });

  it('takes several values of one option as any of them, and different options together in one variant', async () => {
    expect(nombres(await buscar(`nombre=zapatillas&${opcion('Talle:39', 'Talle:40')}`))).toEqual([
      'Zapatillas urbanas',
      'Zapatillas de cuero',
    ]);
    expect(nombres(await buscar(`nombre=zapatillas&${opcion('Talle:38', 'Color:Negro')}`))).toEqual([
      'Zapatillas urbanas',
    ]);
    // The urban shoe has a black 38 and a white 40, but no white 38.
    expect((await buscar(`nombre=zapatillas&${opcion('Talle:38', 'Color:Blanco')}`)).totalElements).toBe(0);
  });

  it("counts an option's values without its own choice, and the other options' values with it", async () => {
    const page = await buscar(`nombre=zapatillas&${opcion('Talle:38')}`);
    expect(page.facetas).toEqual([
      {
        nombre: 'Talle',
        valores: [
          { valor: '38', cantidad: 2 },
          { valor: '39', cantidad: 1 },
          { valor: '40', cantidad: 1 },
          { valor: '42', cantidad: 1 },
        ],
      },
      {
        nombre: 'Color',
        valores: [
          { valor: 'Azul', cantidad: 1 },
          { valor: 'Negro', cantidad: 1 },
        ],
      },
    ]);
  });

  it('filters the listing without text and together with the price', async () => {
    expect(nombres(await buscar(opcion('Color:negro')))).toEqual(['Zapatillas urbanas', 'Zapatillas de cuero']);
    expect(nombres(await buscar(`${opcion('Color:Negro')}&precioMin=60000`))).toEqual(['Zapatillas de cuero']);
    const listado = await buscar('');
    expect(listado.totalElements).toBe(6);
    expect(listado.facetas?.map((f) => f.nombre)).toEqual(['Talle', 'Color']);
  });

  it('answers no facets when no result has options', async () => {
    const page = await buscar('nombre=mate');
    expect(nombres(page)).toEqual(['Mate de calabaza']);
    expect(page).not.toHaveProperty('facetas');
  });

  it('refuses a malformed option filter with a Spanish 400', async () => {
    for (const malo of [
      opcion('38'),
      opcion(':38'),
      opcion('Talle:'),
      opcion(...Array.from({ length: 61 }, (_, i) => `Talle:${i}`)),
    ]) {
      const res = await t.app.inject(`${PUBLIC}/productos/buscar?${malo}`);
      expect(res.statusCode, malo).toBe(400);
      expect(res.json<{ mensaje: string }>().mensaje).toBe('Elegí las opciones como «Talle:38».');
    }
  });

  it('runs one statement more than an unfiltered search, and none per product', async () => {
    const { db, contar } = contadorDeSentencias(t.db);
    const sin = await contar(() => buscarProductos({ db }, { nombre: 'zapatillas', page: 0, size: 20 }));
    const con = await contar(() =>
      buscarProductos({ db }, { nombre: 'zapatillas', page: 0, size: 20, opcion: ['Color:Negro', 'Talle:38'] }),
    );
    expect(sin).toBe(2);
    expect(con).toBe(3);
  });
});
