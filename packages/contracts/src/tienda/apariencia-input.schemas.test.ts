import { describe, expect, it } from 'vitest';
import { MENSAJES_APARIENCIA } from '../common/messages';
import { aparienciaInput } from './apariencia-input.schemas';
import { apariencia, aparienciaPorDefecto } from './apariencia.schemas';

const primerMensaje = (input: unknown) => {
  const r = aparienciaInput.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('aparienciaInput (PUT {id}/apariencia body)', () => {
  it('accepts docs/producto/precios.md defaults unchanged, and its output is a valid apariencia', () => {
    const defaults = aparienciaPorDefecto('Tienda');
    const parsed = aparienciaInput.parse(defaults);
    expect(parsed).toEqual(defaults);
    expect(apariencia.parse(parsed)).toEqual(defaults);
  });

  it('reads an empty banner or logo as none and trims the shop name', () => {
    const parsed = aparienciaInput.parse({
      ...aparienciaPorDefecto(),
      banner: '',
      logo: '  ',
      nombreTienda: '  Feria  ',
    });
    expect(parsed).toMatchObject({ banner: null, logo: null, nombreTienda: 'Feria' });
  });

  it('merges filters with the same name (docs/producto/validacion.md) and drops repeated catalog ids', () => {
    const parsed = aparienciaInput.parse({
      ...aparienciaPorDefecto(),
      catalogosSeleccionados: [3, 1, 3],
      filtros: [
        { clave: 'Material', valores: ['Cuero'] },
        { clave: 'MATERIAL', valores: ['cuero', 'Lona'] },
      ],
    });
    expect(parsed.catalogosSeleccionados).toEqual([3, 1]);
    expect(parsed.filtros).toEqual([{ clave: 'Material', valores: ['Cuero', 'Lona'] }]);
  });

  it('names the field in colour errors and refuses unknown options in Spanish', () => {
    const base = aparienciaPorDefecto();
    expect(primerMensaje({ ...base, colorTarjetas: 'blue' })).toBe(
      'El color de las tarjetas debe estar en formato hexadecimal (#RRGGBB)',
    );
    expect(primerMensaje({ ...base, colorFondo: '#abc' })).toBeNull();
    expect(primerMensaje({ ...base, distribucionCatalogos: 'lista' })).toBe(MENSAJES_APARIENCIA.distribucionInvalida);
    expect(primerMensaje({ ...base, banner: 'http://otro.sitio/x.webp' })).toBe(MENSAJES_APARIENCIA.imagenInvalida);
    expect(primerMensaje({ ...base, banner: '/uploads/banners/a.webp' })).toBeNull();
    expect(primerMensaje(null)).toBe(MENSAJES_APARIENCIA.sinDatos);
  });
});
