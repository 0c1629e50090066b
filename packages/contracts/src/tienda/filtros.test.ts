import { describe, expect, it } from 'vitest';
import { agregarFiltro, cumpleFiltros, toggleFiltroActivo, toggleValor } from './filtros';
import { apariencia, aparienciaPorDefecto } from './apariencia.schemas';

describe('shop filters (docs/producto/validacion.md)', () => {
  it('merges only new values when a filter with the same name exists', () => {
    const out = agregarFiltro([{ clave: 'Color', valores: ['Negro'] }], {
      clave: ' color ',
      valores: ['negro', 'Blanco'],
    });
    expect(out).toEqual([{ clave: 'Color', valores: ['Negro', 'Blanco'] }]);
  });

  it('adds a new filter with de-duplicated values', () => {
    expect(agregarFiltro([], { clave: 'Talle', valores: ['M', 'm', 'L'] })).toEqual([
      { clave: 'Talle', valores: ['M', 'L'] },
    ]);
  });

  it('toggling removes a value if present and adds it otherwise', () => {
    expect(toggleValor([1, 2], 2)).toEqual([1]);
    expect(toggleValor([1], 2)).toEqual([1, 2]);
  });

  it('drops a key from the active filters when its last value is toggled off', () => {
    const on = toggleFiltroActivo({}, 'Color', 'Negro');
    expect(on).toEqual({ Color: ['Negro'] });
    expect(toggleFiltroActivo(on, 'Color', 'Negro')).toEqual({});
  });

  it('keeps a product only if it has a chosen value for every active key', () => {
    const attrs = [
      { clave: 'Color', valor: 'Negro' },
      { clave: 'Talle', valor: 'M' },
    ];
    expect(cumpleFiltros(attrs, {})).toBe(true);
    expect(cumpleFiltros(attrs, { Color: ['Negro', 'Blanco'] })).toBe(true);
    expect(cumpleFiltros(attrs, { Color: ['negro'], Talle: ['L'] })).toBe(false);
    expect(cumpleFiltros(attrs, { Material: ['Algodón'] })).toBe(false);
  });
});

describe('appearance defaults (docs/producto/entidades.md, docs/producto/precios.md)', () => {
  it('has the spec defaults and validates against the wire schema', () => {
    const a = aparienciaPorDefecto('Mi tienda');
    expect(a).toMatchObject({
      colorFondo: '#FFFFFF',
      colorFondoSecundario: '#F5F5F5',
      colorTarjetas: '#F5F5F5',
      colorAcento: '#16a34a',
      colorTextoCard: '#222222',
      colorNavbar: '#FFFFFF',
      colorTextoNavbar: '#222222',
      distribucionCatalogos: 'grid',
      fuenteNombreTienda: 'Roboto',
      tamanoNombreTienda: 'mediana',
      colorNombreTienda: '#222222',
      tipoGradiente: 'lineal',
      nombreTienda: 'Mi tienda',
    });
    expect(apariencia.safeParse(a).success).toBe(true);
  });

  it('refuses colours that are not hexadecimal', () => {
    const r = apariencia.safeParse({ ...aparienciaPorDefecto(), colorFondo: 'red' });
    expect(r.success).toBe(false);
  });
});
