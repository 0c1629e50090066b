import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  alternarOpcion,
  clearFilters,
  opcionElegida,
  readSearchState,
  toEmprendimientoQuery,
  toProductoQuery,
  withFilters,
  writeSearchState,
} from './search-params';

const read = (qs: string) => readSearchState(new URLSearchParams(qs));

describe('search URL state', () => {
  it('reads q, tipo, min, max, rubro and the 1-based page', () => {
    expect(read('q=%20mate%20&tipo=3&min=1000&max=5000&rubro=2&page=4')).toEqual({
      q: 'mate',
      tipo: 3,
      min: 1000,
      max: 5000,
      rubro: 2,
      page: 4,
    });
  });

  it('falls back to page 1 and drops malformed ids and prices', () => {
    expect(read('tipo=abc&rubro=-1&min=barato&page=0')).toEqual({
      q: '',
      tipo: undefined,
      min: undefined,
      max: undefined,
      rubro: undefined,
      page: 1,
    });
    expect(read('page=2.5').page).toBe(1);
  });

  it('keeps a reversed price range so the API can answer with its Spanish message', () => {
    expect(read('min=9000&max=100')).toMatchObject({ min: 9000, max: 100 });
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(writeSearchState({ q: '', page: 1 }).toString()).toBe('');
    const s = { q: 'yerba mate', tipo: 2, min: 0, max: 20000, rubro: 1, page: 3 };
    expect(readSearchState(writeSearchState(s))).toEqual(s);
  });

  it('builds the product query: 0-based page, size 20, API names', () => {
    expect(toProductoQuery(read('q=mate&tipo=3&min=1000&max=5000&page=2&rubro=4'))).toEqual({
      nombre: 'mate',
      page: 1,
      size: 20,
      precioMin: 1000,
      precioMax: 5000,
      idTipoProducto: 3,
      idRubro: 4,
    });
    expect(toProductoQuery(read(''))).toMatchObject({ nombre: undefined, page: 0, size: 20 });
  });

  it('looks for shops only when there is text or a rubro', () => {
    expect(toEmprendimientoQuery(read(''))).toBeNull();
    expect(toEmprendimientoQuery(read('tipo=2'))).toBeNull();
    expect(toEmprendimientoQuery(read('q=mate'))).toEqual({ nombre: 'mate', idRubro: undefined });
    expect(toEmprendimientoQuery(read('rubro=4'))).toEqual({ nombre: undefined, idRubro: 4 });
  });

  it('resets the page when filters change and clears all filters but the text', () => {
    const s = read('q=mate&tipo=3&min=10&page=5&rubro=1');
    expect(activeFilterCount(s)).toBe(3);
    expect(withFilters(s, { tipo: undefined })).toMatchObject({ q: 'mate', tipo: undefined, min: 10, page: 1 });
    expect(clearFilters(s)).toEqual({ q: 'mate', page: 1 });
  });
});

describe('option filters in the URL (docs/producto/busqueda.md#filtro-por-opciones)', () => {
  it('reads repeated opcion values once each, dropping malformed ones', () => {
    expect(read('q=zapatillas&opcion=Talle:38&opcion=talle:%2038&opcion=Color:Negro&opcion=38&opcion=Talle:')).toEqual({
      q: 'zapatillas',
      opciones: ['Talle:38', 'Color:Negro'],
      page: 1,
      tipo: undefined,
      min: undefined,
      max: undefined,
      rubro: undefined,
    });
  });

  it('writes them repeated, counts them as filters and sends them sorted to the API', () => {
    const s = read('q=zapatillas&opcion=Talle:40&opcion=Color:Negro&page=3');
    expect(writeSearchState(s).toString()).toBe('q=zapatillas&opcion=Talle%3A40&opcion=Color%3ANegro&page=3');
    expect(activeFilterCount(s)).toBe(2);
    expect(toProductoQuery(s).opcion).toEqual(['Color:Negro', 'Talle:40']);
    expect(clearFilters(s)).toEqual({ q: 'zapatillas', page: 1 });
  });

  it('toggles a value on and off, back to the first page', () => {
    const s = read('q=zapatillas&opcion=Talle:38&page=2');
    const con = alternarOpcion(s, 'Talle', '39');
    expect(con).toMatchObject({ opciones: ['Talle:38', 'Talle:39'], page: 1 });
    expect(opcionElegida(con, 'TALLE', '39')).toBe(true);
    const sin = alternarOpcion(alternarOpcion(con, 'talle', '38'), 'Talle', '39');
    expect(sin.opciones).toBeUndefined();
    expect(writeSearchState(sin).toString()).toBe('q=zapatillas');
  });
});
