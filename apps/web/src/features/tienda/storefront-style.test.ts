import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../lib/contrast';
import { formatPercent } from '../../components/ui/price';
import { fontStack, pageBackground, safeColor, storefrontPalette } from './storefront-style';
import { aparienciaFixture } from './test-fixtures';

describe('storefront style (docs/producto/entidades.md appearance)', () => {
  it('paints colorFondo with a linear or radial gradient to colorFondoSecundario', () => {
    expect(pageBackground('lineal', '#FFFFFF', '#000000')).toEqual({
      backgroundColor: '#FFFFFF',
      backgroundImage: 'linear-gradient(180deg, #FFFFFF 0%, #000000 100%)',
    });
    expect(pageBackground('radial', '#111111', '#222222').backgroundImage).toBe(
      'radial-gradient(circle at 50% 0%, #111111 0%, #222222 100%)',
    );
  });

  it('gives every font a local fallback and never lets odd characters into CSS', () => {
    expect(fontStack('Roboto')).toMatch(/^Roboto, .*sans-serif$/);
    expect(fontStack('Georgia')).toMatch(/serif$/);
    expect(fontStack('Courier New')).toMatch(/monospace$/);
    expect(fontStack('Mi Fuente"; color: red')).toMatch(/^"Mi Fuente color red", .*sans-serif$/);
  });

  it('ignores half-typed colours coming from the editor preview', () => {
    expect(safeColor('#12', '#FFFFFF')).toBe('#FFFFFF');
    expect(safeColor('red; x', '#FFFFFF')).toBe('#FFFFFF');
    expect(safeColor('#abcdef', '#FFFFFF')).toBe('#abcdef');
  });

  it("keeps the seller's readable colours", () => {
    const p = storefrontPalette(
      aparienciaFixture({
        colorTarjetas: '#FFFFFF',
        colorTextoCard: '#333333',
        colorNavbar: '#1e3a8a',
        colorTextoNavbar: '#FFFFFF',
      }),
    );
    expect(p.cardText).toBe('#333333');
    expect(p.navText).toBe('#FFFFFF');
    // White on the default accent #16a34a is only 3.3:1, black is 6.4:1.
    expect(p.onAccent).toBe('#000000');
    expect(storefrontPalette(aparienciaFixture({ colorAcento: '#15803d' })).onAccent).toBe('#FFFFFF');
  });

  it('replaces unreadable text colours and keeps text on the accent readable', () => {
    const p = storefrontPalette(
      aparienciaFixture({
        colorAcento: '#FFE066',
        colorTarjetas: '#FFFFFF',
        colorTextoCard: '#F0F0F0',
        colorNavbar: '#000000',
        colorTextoNavbar: '#111111',
      }),
    );
    expect(p.onAccent).toBe('#000000');
    expect(contrastRatio(p.cardText, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.navText, '#000000')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.accentOnCard, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.focusOnCard, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('sizes the shop name by tamanoNombreTienda', () => {
    const sizes = (['pequena', 'mediana', 'grande'] as const).map(
      (t) => storefrontPalette(aparienciaFixture({ tamanoNombreTienda: t })).nameSize,
    );
    expect(new Set(sizes).size).toBe(3);
    expect(sizes[2]).toContain('3.5rem');
  });

  it('formats discount percentages the Argentine way', () => {
    expect(formatPercent(20)).toBe('20');
    expect(formatPercent(12.5)).toBe('12,5');
  });
});
