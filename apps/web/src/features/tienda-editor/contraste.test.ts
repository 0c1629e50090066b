import { describe, expect, it } from 'vitest';
import { aparienciaPorDefecto } from '@feria/contracts';
import { avisosContraste, mensajeContraste } from './contraste';

const base = aparienciaPorDefecto('Mi tienda');

describe('avisosContraste (WCAG AA 4.5:1)', () => {
  it('has no warning for the default appearance (docs/producto/precios.md defaults are readable)', () => {
    expect(avisosContraste(base)).toEqual([]);
  });

  it('warns for card text on cards, navbar text on the navbar and the shop name on the background', () => {
    const avisos = avisosContraste({
      ...base,
      colorTarjetas: '#FFFFFF',
      colorTextoCard: '#BBBBBB',
      colorNavbar: '#16a34a',
      colorTextoNavbar: '#FFFFFF',
      colorFondo: '#FFFFFF',
      colorNombreTienda: '#22C55E',
    });
    expect(avisos.map((a) => a.campo)).toEqual(['colorTextoCard', 'colorTextoNavbar', 'colorNombreTienda']);
    for (const a of avisos) expect(a.ratio).toBeLessThan(4.5);
  });

  it('does not warn at 4.5:1 or more, nor for half-typed colours', () => {
    expect(avisosContraste({ ...base, colorTarjetas: '#FFFFFF', colorTextoCard: '#767676' })).toEqual([]); // 4.54:1
    expect(avisosContraste({ ...base, colorTarjetas: '#FFFFFF', colorTextoCard: '#77' })).toEqual([]);
  });

  it('explains the ratio in Spanish', () => {
    const [aviso] = avisosContraste({ ...base, colorTarjetas: '#FFFFFF', colorTextoCard: '#FFFFFF' });
    expect(mensajeContraste(aviso!)).toBe(
      'El texto sobre las tarjetas tiene un contraste de 1,0:1; el mínimo recomendado (WCAG AA) es 4,5:1. Elegí colores más distintos para que se lea bien.',
    );
  });
});
