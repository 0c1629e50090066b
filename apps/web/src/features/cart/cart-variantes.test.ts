import { describe, expect, it } from 'vitest';
import type { Producto } from '@feria/contracts';
import { cambiosDe, cartItemFrom, type OpcionesDelProducto } from './cart-item-from';
import { cartActions as a, cartReducer, initialCartState, type CartState } from './store/cart-slice';
import { parseStoredItems } from './store/cart-storage';
import { textoAviso } from './aviso-carrito';

// docs/producto/variantes.md: a cart line is a product, or one of its variants.

const ahora = new Date('2026-03-01T12:00:00Z');
const variante = (id: string, talle: string, stock: number, precio: number | null = null) => ({
  id,
  sku: null,
  valores: { Talle: talle, Color: 'Negro' },
  texto: `Talle ${talle} · Negro`,
  stock,
  precio,
  precioEfectivo: precio ?? 48000,
  idImagen: null,
  habilitada: true,
});
const variantes = [variante('v38', '38', 2), variante('v39', '39', 1, 52000)];
const zapatilla = (over: Partial<Producto & OpcionesDelProducto> = {}): Producto =>
  ({
    id: 'p-zap',
    nombre: 'Zapatilla urbana',
    descripcion: '',
    precio: 48000,
    stock: 3,
    sku: null,
    rutaImagen: '/uploads/zap.webp',
    tipoProducto: null,
    atributos: [],
    fechaAlta: '2026-01-01T00:00:00Z',
    habilitado: true,
    eliminado: false,
    idEmprendimiento: 'e1',
    nombreEmprendimiento: 'Pisada Andina',
    descuento: null,
    vendidos: 0,
    calificacion: null,
    numReseñas: 0,
    opciones: [
      { nombre: 'Talle', valores: ['38', '39'] },
      { nombre: 'Color', valores: ['Negro'] },
    ],
    variantes,
    ...over,
  }) as Producto;

const run = (...actions: Parameters<typeof cartReducer>[1][]): CartState =>
  actions.reduce(cartReducer, initialCartState);

describe('cart lines per variant', () => {
  it('keeps the variant, its values, its own price and its own stock on the line', () => {
    const linea = cartItemFrom(zapatilla(), ahora, variantes[1], '/uploads/negro.webp');
    expect(linea).toMatchObject({
      id: 'p-zap~v39',
      idProducto: 'p-zap',
      idVariante: 'v39',
      variante: 'Talle 39 · Negro',
      price: 52000,
      stock: 1,
      image: '/uploads/negro.webp',
    });
    // Without its own price a variant costs the product's.
    expect(cartItemFrom(zapatilla(), ahora, variantes[0]).price).toBe(48000);
  });

  it('makes two sizes of the same shoe two lines, each limited by its own stock', () => {
    const s = run(
      a.addItem({ ...cartItemFrom(zapatilla(), ahora, variantes[0]), quantity: 5 }),
      a.addItem({ ...cartItemFrom(zapatilla(), ahora, variantes[1]), quantity: 1 }),
      a.addItem(cartItemFrom(zapatilla(), ahora, variantes[1])),
    );
    expect(s.items.map((i) => [i.id, i.quantity])).toEqual([
      ['p-zap~v38', 2],
      ['p-zap~v39', 1],
    ]);
  });

  it('refreshes each line from its variant: a sold-out size leaves with a notice naming it, the other stays', () => {
    const s = run(
      a.addItem(cartItemFrom(zapatilla(), ahora, variantes[0])),
      a.addItem(cartItemFrom(zapatilla(), ahora, variantes[1], '/uploads/negro.webp')),
    );
    const actual = zapatilla({
      variantes: [
        { ...variantes[0]!, stock: 0 },
        { ...variantes[1]!, precio: 50000 },
      ],
    });
    const despues = cartReducer(s, a.refreshItems(cambiosDe(s.items, new Map([['p-zap', actual]]), ahora)));
    expect(despues.items.map((i) => [i.id, i.price, i.image])).toEqual([['p-zap~v39', 50000, '/uploads/negro.webp']]);
    expect(despues.avisos.map(textoAviso)).toEqual([
      '«Zapatilla urbana (Talle 38 · Negro)» se quedó sin stock y salió del carrito.',
      'El precio de «Zapatilla urbana (Talle 39 · Negro)» cambió de $ 52.000 a $ 50.000.',
    ]);
  });

  it('drops a line whose variant is disabled or gone', () => {
    const s = run(a.addItem(cartItemFrom(zapatilla(), ahora, variantes[0])));
    for (const actual of [
      zapatilla({ variantes: [{ ...variantes[0]!, habilitada: false }] }),
      zapatilla({ variantes: [] }),
    ]) {
      const despues = cartReducer(s, a.refreshItems(cambiosDe(s.items, new Map([['p-zap', actual]]), ahora)));
      expect(despues.items).toEqual([]);
      expect(despues.avisos[0]?.tipo).toBe('noDisponible');
    }
  });

  it('keeps a line saved before variants working: the product id is its id and it refreshes as before', () => {
    const viejas = parseStoredItems(
      JSON.stringify([
        { id: 'p-mate', name: 'Mate', price: 1000, quantity: 2, emprendimientoId: 'e1', nombreEmprendimiento: 'T' },
      ]),
    );
    expect(viejas?.items).toHaveLength(1);
    const s = cartReducer(initialCartState, a.replaceItems({ items: viejas!.items, selectedGroup: null }));
    const mate = zapatilla({ id: 'p-mate', nombre: 'Mate', precio: 1000, stock: 5, opciones: [], variantes: [] });
    const despues = cartReducer(s, a.refreshItems(cambiosDe(s.items, new Map([['p-mate', mate]]), ahora)));
    expect(despues.items).toMatchObject([{ id: 'p-mate', quantity: 2, stock: 5 }]);
    expect(despues.items[0]!.idVariante).toBeUndefined();
  });

  it('validates the stored variant fields', () => {
    const linea = { id: 'p~v', name: 'Z', price: 1, quantity: 1, emprendimientoId: 'e1', nombreEmprendimiento: 'T' };
    expect(
      parseStoredItems(JSON.stringify([{ ...linea, idProducto: 'p', idVariante: 'v', variante: 'Talle 38' }]))?.items,
    ).toHaveLength(1);
    expect(parseStoredItems(JSON.stringify([{ ...linea, idVariante: 5 }]))?.descartadas).toBe(1);
  });

  it('takes out a line saved before its product had options, saying to choose them on its page', () => {
    const s = run(a.addItem(cartItemFrom(zapatilla({ opciones: [], variantes: [] }), ahora)));
    const despues = cartReducer(s, a.refreshItems(cambiosDe(s.items, new Map([['p-zap', zapatilla()]]), ahora)));
    expect(despues.items).toEqual([]);
    expect(despues.avisos.map(textoAviso)).toEqual([
      '«Zapatilla urbana» ahora se vende por talle, color u otras opciones: salió del carrito, elegilas en su página.',
    ]);
  });
});
