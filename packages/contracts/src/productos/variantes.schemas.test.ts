import { describe, expect, it } from 'vitest';
import { productoInput, textoVariante } from './producto-vendedor.schemas';
import { MENSAJES_VARIANTE } from '../common/messages';
import { ventaInput } from '../ventas/ventas.schemas';

// docs/producto/variantes.md#reglas: what the seller's payload may declare.
const base = { nombre: 'Zapatilla urbana', precio: 50000, stock: 0, tipoProductoId: 3 };
const opciones = [
  { nombre: 'Talle', valores: ['38', '39'] },
  { nombre: 'Color', valores: ['Negro', 'Blanco'] },
];
const v = (talle: string, color: string, extra: Record<string, unknown> = {}) => ({
  valores: { Talle: talle, Color: color },
  stock: 2,
  ...extra,
});
const issue = (input: unknown) => {
  const r = productoInput.safeParse(input);
  return r.success ? null : { message: r.error.issues[0]?.message, path: r.error.issues[0]?.path.join('.') };
};

describe('productoInput options and variants (docs/producto/variantes.md)', () => {
  it('accepts options with one variant per combination sold, enabled by default, price null when absent', () => {
    const r = productoInput.parse({
      ...base,
      opciones,
      variantes: [v('38', 'Negro'), v('39', 'Blanco', { precio: 52000 })],
    });
    expect(r.variantes).toEqual([
      { sku: null, valores: { Talle: '38', Color: 'Negro' }, stock: 2, precio: null, idImagen: null, habilitada: true },
      {
        sku: null,
        valores: { Talle: '39', Color: 'Blanco' },
        stock: 2,
        precio: 52000,
        idImagen: null,
        habilitada: true,
      },
    ]);
  });
  it('accepts a product without options as before', () => {
    expect(productoInput.parse(base).opciones).toBeUndefined();
  });
  it('refuses more than three options', () => {
    const cuatro = ['A', 'B', 'C', 'D'].map((nombre) => ({ nombre, valores: ['1'] }));
    expect(issue({ ...base, opciones: cuatro, variantes: [] })).toEqual({
      message: MENSAJES_VARIANTE.demasiadasOpciones,
      path: 'opciones',
    });
  });
  it('refuses more than 20 values, repeated values and empty values', () => {
    const muchos = Array.from({ length: 21 }, (_, i) => String(i));
    expect(issue({ ...base, opciones: [{ nombre: 'Talle', valores: muchos }], variantes: [] })?.message).toBe(
      MENSAJES_VARIANTE.demasiadosValores,
    );
    expect(issue({ ...base, opciones: [{ nombre: 'Color', valores: ['Negro', 'negro '] }] })?.message).toBe(
      MENSAJES_VARIANTE.valorRepetido,
    );
    expect(issue({ ...base, opciones: [{ nombre: 'Talle', valores: [' '] }] })?.message).toBe(
      MENSAJES_VARIANTE.valorVacio,
    );
  });
  it('refuses repeated option names, options without variants and variants without options', () => {
    expect(
      issue({ ...base, opciones: [opciones[0], { nombre: 'talle', valores: ['1'] }], variantes: [v('38', 'Negro')] })
        ?.message,
    ).toBe(MENSAJES_VARIANTE.opcionRepetida);
    expect(issue({ ...base, opciones, variantes: [] })).toEqual({
      message: MENSAJES_VARIANTE.opcionesSinVariantes,
      path: 'variantes',
    });
    expect(issue({ ...base, variantes: [v('38', 'Negro')] })?.message).toBe(MENSAJES_VARIANTE.variantesSinOpciones);
  });
  it('refuses a variant missing an option, naming another, or with an undeclared value', () => {
    const esperado = { message: MENSAJES_VARIANTE.valoresDeVariante, path: 'variantes.1.valores' };
    const ok = v('38', 'Negro');
    expect(issue({ ...base, opciones, variantes: [ok, { valores: { Talle: '39' }, stock: 1 }] })).toEqual(esperado);
    expect(
      issue({
        ...base,
        opciones,
        variantes: [ok, { valores: { Talle: '39', Color: 'Negro', Suela: 'Goma' }, stock: 1 }],
      }),
    ).toEqual(esperado);
    expect(issue({ ...base, opciones, variantes: [ok, v('45', 'Negro')] })).toEqual(esperado);
  });
  it('refuses a combination twice and a SKU twice', () => {
    expect(issue({ ...base, opciones, variantes: [v('38', 'Negro'), v('38', 'Negro')] })).toEqual({
      message: MENSAJES_VARIANTE.combinacionRepetida,
      path: 'variantes.1.valores',
    });
    expect(
      issue({ ...base, opciones, variantes: [v('38', 'Negro', { sku: 'Z-1' }), v('39', 'Negro', { sku: 'z-1' })] }),
    ).toEqual({ message: MENSAJES_VARIANTE.skuVarianteRepetido, path: 'variantes.1.sku' });
  });
  it('refuses negative or fractional stock and a price of 0 or with 3 decimals', () => {
    expect(issue({ ...base, opciones, variantes: [v('38', 'Negro', { stock: -1 })] })?.message).toBe(
      MENSAJES_VARIANTE.stockVariante,
    );
    expect(issue({ ...base, opciones, variantes: [v('38', 'Negro', { stock: 1.5 })] })?.message).toBe(
      MENSAJES_VARIANTE.stockVariante,
    );
    expect(issue({ ...base, opciones, variantes: [v('38', 'Negro', { precio: 0 })] })?.message).toBe(
      MENSAJES_VARIANTE.precioVariante,
    );
    expect(issue({ ...base, opciones, variantes: [v('38', 'Negro', { precio: 1.005 })] })?.message).toBe(
      MENSAJES_VARIANTE.precioVariante,
    );
  });
  it("writes a variant's text in the options' order", () => {
    expect(textoVariante(opciones, { Color: 'Negro', Talle: '38' })).toBe('Talle 38 · Negro');
  });
});

describe('ventaInput lines with variants (docs/producto/variantes.md#compra)', () => {
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const pedido = (items: unknown[]) => ({ emprendimientoId: id(9), items, metodoPago: 'TRANSFERENCIA' });
  it('takes two variants of one product as two lines, but not one variant twice', () => {
    const dos = [
      { idProducto: id(1), idVariante: id(2), cantidad: 1 },
      { idProducto: id(1), idVariante: id(3), cantidad: 1 },
    ];
    expect(ventaInput.safeParse(pedido(dos)).success).toBe(true);
    const r = ventaInput.safeParse(pedido([dos[0], dos[0]]));
    expect(r.success ? null : r.error.issues[0]?.message).toBe(MENSAJES_VARIANTE.varianteRepetida);
  });
});
