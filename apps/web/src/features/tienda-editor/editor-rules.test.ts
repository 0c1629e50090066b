import { describe, expect, it } from 'vitest';
import { aparienciaPorDefecto } from '@feria/contracts';
import {
  agregarFiltroValidado,
  hayCambios,
  parseValores,
  posicionCatalogo,
  quitarFiltro,
  quitarValor,
  soloExistentes,
  sugerenciasPendientes,
  toggleCatalogo,
} from './editor-rules';

describe('catalogosSeleccionados (docs/producto/validacion.md toggle)', () => {
  it('adds a catalog last and removes it when toggled again; the selection order is kept', () => {
    let sel: number[] = [];
    sel = toggleCatalogo(sel, 3);
    sel = toggleCatalogo(sel, 1);
    sel = toggleCatalogo(sel, 2);
    expect(sel).toEqual([3, 1, 2]);
    sel = toggleCatalogo(sel, 1);
    expect(sel).toEqual([3, 2]);
    sel = toggleCatalogo(sel, 1);
    expect(sel).toEqual([3, 2, 1]);
  });

  it('drops selected catalogs the shop no longer has, keeping the order', () => {
    expect(soloExistentes([3, 9, 1], [{ idCatalogo: 1 }, { idCatalogo: 3 }])).toEqual([3, 1]);
    expect(soloExistentes([3, 9], undefined)).toEqual([3, 9]);
  });

  it('tells the 1-based position of a selected catalog', () => {
    expect(posicionCatalogo([3, 2, 1], 2)).toBe(2);
    expect(posicionCatalogo([3, 2, 1], 9)).toBeNull();
  });
});

describe('filters (docs/producto/validacion.md merge rule)', () => {
  const color = { clave: 'Color', valores: ['Rojo', 'Azul'] };

  it('parses comma-separated values without blanks or repeats', () => {
    expect(parseValores(' Rojo, azul ,, rojo,Verde ')).toEqual(['Rojo', 'azul', 'Verde']);
    expect(parseValores(' , ')).toEqual([]);
  });

  it('adds a new filter at the end', () => {
    const r = agregarFiltroValidado([color], 'Talle', ['S', 'M']);
    expect(r).toEqual({ ok: true, filtros: [color, { clave: 'Talle', valores: ['S', 'M'] }] });
  });

  it('merges only the new values into a filter with the same name, ignoring case', () => {
    const r = agregarFiltroValidado([color], ' color ', ['azul', 'Verde']);
    expect(r).toEqual({ ok: true, filtros: [{ clave: 'Color', valores: ['Rojo', 'Azul', 'Verde'] }] });
  });

  it('refuses a filter without name or values, and too long texts', () => {
    expect(agregarFiltroValidado([], '  ', ['Rojo'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('nombre del filtro'),
    });
    expect(agregarFiltroValidado([], 'Color', [])).toMatchObject({
      ok: false,
      error: expect.stringContaining('al menos un valor'),
    });
    expect(agregarFiltroValidado([], 'x'.repeat(61), ['a'])).toMatchObject({ ok: false });
    expect(agregarFiltroValidado([], 'Color', ['x'.repeat(61)])).toMatchObject({ ok: false });
  });

  it('refuses more than 50 values in one filter and more than 20 filters', () => {
    const muchos = Array.from({ length: 50 }, (_, i) => `v${i}`);
    expect(agregarFiltroValidado([{ clave: 'Color', valores: muchos }], 'color', ['nuevo'])).toEqual({
      ok: false,
      error: 'Un filtro puede tener hasta 50 valores',
    });
    const veinte = Array.from({ length: 20 }, (_, i) => ({ clave: `k${i}`, valores: ['a'] }));
    expect(agregarFiltroValidado(veinte, 'otro', ['a'])).toEqual({
      ok: false,
      error: 'La tienda puede tener hasta 20 filtros',
    });
    expect(agregarFiltroValidado(veinte, 'K1', ['b'])).toMatchObject({ ok: true });
  });

  it('removes a value, and the filter when its last value goes', () => {
    const talle = { clave: 'Talle', valores: ['S'] };
    expect(quitarValor([color, talle], 'Color', 'Rojo')).toEqual([{ clave: 'Color', valores: ['Azul'] }, talle]);
    expect(quitarValor([color, talle], 'Talle', 'S')).toEqual([color]);
    expect(quitarFiltro([color, talle], 'Color')).toEqual([talle]);
  });

  it('suggests only the attribute keys that are not a filter yet', () => {
    const sugeridos = [
      { clave: 'color', valores: ['Rojo'] },
      { clave: 'Material', valores: ['Alpaca'] },
    ];
    expect(sugerenciasPendientes(sugeridos, [color])).toEqual([{ clave: 'Material', valores: ['Alpaca'] }]);
  });
});

describe('hayCambios', () => {
  it('is false for the same appearance, whatever the key order, and true after any change', () => {
    const a = aparienciaPorDefecto('Mi tienda');
    const reordenada = Object.fromEntries(Object.entries(a).reverse()) as typeof a;
    expect(hayCambios(a, reordenada)).toBe(false);
    expect(hayCambios({ ...a, colorFondo: '#000000' }, a)).toBe(true);
    expect(hayCambios({ ...a, catalogosSeleccionados: [2, 1] }, { ...a, catalogosSeleccionados: [1, 2] })).toBe(true);
  });
});
