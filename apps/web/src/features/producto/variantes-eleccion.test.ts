import { describe, expect, it } from 'vitest';
import {
  elegir,
  opcionFaltante,
  rangoDePrecios,
  textoEleccion,
  valorDisponible,
  varianteElegida,
  type VarianteElegible,
} from './variantes-eleccion';

const opciones = [
  { nombre: 'Talle', valores: ['38', '39', '40'] },
  { nombre: 'Color', valores: ['Negro', 'Suela'] },
];
const v = (id: string, talle: string, color: string, stock: number, extra: Partial<VarianteElegible> = {}) => ({
  id,
  valores: { Talle: talle, Color: color },
  stock,
  habilitada: true,
  ...extra,
});
const variantes = [
  v('a', '38', 'Negro', 2),
  v('b', '38', 'Suela', 0),
  v('c', '39', 'Negro', 1, { precio: 52000, idImagen: 7 }),
  v('d', '39', 'Suela', 4, { habilitada: false }),
  v('e', '40', 'Negro', 0),
  v('f', '40', 'Suela', 0),
];

describe('variant choice', () => {
  it('offers a value only when a variant with stock has it, given the earlier options', () => {
    expect(valorDisponible(opciones, variantes, {}, 0, '38')).toBe(true);
    expect(valorDisponible(opciones, variantes, {}, 0, '40')).toBe(false);
    expect(valorDisponible(opciones, variantes, { Talle: '38' }, 1, 'Suela')).toBe(false);
    expect(valorDisponible(opciones, variantes, { Talle: '38' }, 1, 'Negro')).toBe(true);
    // A disabled variant is not on sale even with stock.
    expect(valorDisponible(opciones, variantes, { Talle: '39' }, 1, 'Suela')).toBe(false);
  });

  it('judges the first option regardless of later choices, so every size stays reachable', () => {
    expect(valorDisponible(opciones, variantes, { Color: 'Suela' }, 0, '38')).toBe(true);
  });

  it('drops a later choice that the new earlier choice leaves without stock', () => {
    expect(elegir(opciones, variantes, { Talle: '38', Color: 'Negro' }, 0, '39')).toEqual({
      Talle: '39',
      Color: 'Negro',
    });
    expect(elegir(opciones, variantes, { Color: 'Suela' }, 0, '39')).toEqual({ Talle: '39' });
  });

  it('finds the variant only for a full choice', () => {
    expect(varianteElegida(opciones, variantes, { Talle: '39' })).toBeNull();
    expect(varianteElegida(opciones, variantes, { Talle: '39', Color: 'Negro' })?.id).toBe('c');
    expect(varianteElegida(opciones, variantes, { Talle: '39', Color: 'Suela' })).toBeNull();
    expect(varianteElegida([], variantes, {})).toBeNull();
  });

  it('says which option is missing, with the article of its name', () => {
    expect(opcionFaltante(opciones, {})).toBe('Elegí un talle');
    expect(opcionFaltante(opciones, { Talle: '38' })).toBe('Elegí un color');
    expect(opcionFaltante([{ nombre: 'Medida', valores: ['1 L'] }], {})).toBe('Elegí una medida');
    expect(opcionFaltante(opciones, { Talle: '38', Color: 'Negro' })).toBeNull();
  });

  it('writes the choice in the options order', () => {
    expect(textoEleccion(opciones, { Color: 'Negro', Talle: '38' })).toBe('Talle 38 · Negro');
  });

  it('gives the price range of the enabled variants, the product price for those without one', () => {
    expect(rangoDePrecios(48000, variantes)).toEqual({ desde: 48000, hasta: 52000 });
    expect(rangoDePrecios(48000, [])).toBeNull();
  });
});
