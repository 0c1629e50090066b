import { describe, expect, it } from 'vitest';
import { productoFormResolver, type ProductoFormValues } from './producto-form-values';
import { agregarValores, aPayloadVariantes, etiquetaVariante, generarVariantes, stockTotal } from './variantes-editor';

const opciones = [
  { nombre: 'Talle', valores: ['38', '39'] },
  { nombre: 'Color', valores: ['Negro', 'Suela'] },
];

describe('seller variant matrix (docs/producto/variantes.md)', () => {
  it('generates every combination in the options order, new rows at stock 0 and enabled', () => {
    const filas = generarVariantes(opciones, []);
    expect(filas.map((f) => etiquetaVariante(opciones, f.valores))).toEqual([
      'Talle 38 · Negro',
      'Talle 38 · Suela',
      'Talle 39 · Negro',
      'Talle 39 · Suela',
    ]);
    expect(filas[0]).toMatchObject({ stock: '0', precio: '', sku: '', idImagen: '', habilitada: true });
  });

  it('keeps what was typed in a row when a value is added or an option renamed', () => {
    const filas = generarVariantes(opciones, []).map((f, i) => ({ ...f, stock: String(i + 1) }));
    const mas = generarVariantes([{ nombre: 'Talle', valores: ['38', '39', '40'] }, opciones[1]!], filas);
    expect(mas).toHaveLength(6);
    expect(mas.find((f) => f.valores.Talle === '39' && f.valores.Color === 'Suela')?.stock).toBe('4');
    expect(mas.find((f) => f.valores.Talle === '40')?.stock).toBe('0');
    const renombrada = generarVariantes([{ nombre: 'Número', valores: ['38', '39'] }, opciones[1]!], filas);
    expect(renombrada[3]).toMatchObject({ valores: { Número: '39', Color: 'Suela' }, stock: '4' });
  });

  it('ignores options without a name or values; none leaves no variants', () => {
    expect(
      generarVariantes(
        [
          { nombre: '', valores: ['S'] },
          { nombre: 'Color', valores: [] },
        ],
        [],
      ),
    ).toEqual([]);
  });

  it('sums the stock of the enabled rows only', () => {
    const filas = generarVariantes(opciones, []).map((f, i) => ({ ...f, stock: String(i + 1), habilitada: i !== 0 }));
    expect(stockTotal(filas)).toBe(2 + 3 + 4);
  });

  it('adds typed values once each, comma-separated, without case repeats', () => {
    expect(agregarValores(['38'], ' 39, 40 ,38,, ')).toEqual(['38', '39', '40']);
    expect(agregarValores(['Negro'], 'negro')).toEqual(['Negro']);
  });

  it('sends numbers, null for the product price and picture, and the SKU trimmed', () => {
    const [fila] = generarVariantes([opciones[0]!], []);
    const payload = aPayloadVariantes([opciones[0]!], [{ ...fila!, stock: '3', precio: '1.500,50', sku: ' ZU-38 ' }]);
    expect(payload.variantes[0]).toEqual({
      valores: { Talle: '38' },
      stock: 3,
      precio: 1500.5,
      sku: 'ZU-38',
      idImagen: null,
      habilitada: true,
    });
  });

  it('puts a bad row value under that row, and the product stock is the sum', async () => {
    const filas = generarVariantes([opciones[0]!], []);
    const values: ProductoFormValues = {
      nombre: 'Zapatilla urbana',
      descripcion: '',
      precio: '48000',
      stock: '',
      sku: '',
      tipoProductoId: '3',
      atributos: [],
      opciones: [opciones[0]!],
      variantes: [
        { ...filas[0]!, stock: '-2' },
        { ...filas[1]!, stock: '4' },
      ],
    };
    const r = await productoFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((r.errors.variantes as { stock?: { message?: string } }[])[0]?.stock?.message).toBe(
      'El stock de cada variante debe ser un número entero mayor o igual a 0',
    );
    const ok = await productoFormResolver(
      { ...values, variantes: [{ ...filas[0]!, stock: '2' }, values.variantes![1]!] },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ stock: 6, variantes: [{ stock: 2 }, { stock: 4 }] });
  });
});
