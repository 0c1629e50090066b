import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, hexToRgb, luminance, readableTextOn } from './contrast';

describe('contrast helpers (WCAG 2.x)', () => {
  it('parses short and long hex colours', () => {
    expect(hexToRgb('#fff')).toEqual([255, 255, 255]);
    expect(hexToRgb('#16a34a')).toEqual([22, 163, 74]);
    expect(hexToRgb('not a colour')).toEqual([0, 0, 0]);
  });

  it('computes the relative luminance of black, white and a mid grey', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#FFFFFF')).toBeCloseTo(1, 5);
    expect(luminance('#777777')).toBeCloseTo(0.1845, 3);
  });

  it('gives 21:1 for black on white and 1:1 for a colour on itself, in any order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#16a34a', '#16a34a')).toBe(1);
  });

  it('knows the theme green #22C55E fails AA on white while #15803d passes', () => {
    expect(contrastRatio('#22C55E', '#FFFFFF')).toBeLessThan(4.5);
    expect(contrastRatio('#15803d', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('picks black text on light accents and white text on dark accents', () => {
    expect(readableTextOn('#F59E0B')).toBe('#000000');
    expect(readableTextOn('#FFEB3B')).toBe('#000000');
    expect(readableTextOn('#1e3a8a')).toBe('#FFFFFF');
    expect(readableTextOn('#000000')).toBe('#FFFFFF');
  });

  it('picks the colour that reads best on every background of a gradient', () => {
    expect(readableTextOn('#FFFFFF', '#EEEEEE')).toBe('#000000');
    expect(readableTextOn('#111111', '#333333')).toBe('#FFFFFF');
  });

  it("keeps the seller's colour when it is readable and replaces it when it is not", () => {
    expect(ensureContrast('#222222', '#F5F5F5')).toBe('#222222');
    expect(ensureContrast('#EEEEEE', '#FFFFFF')).toBe('#000000');
    expect(ensureContrast('#333333', ['#FFFFFF', '#111111'])).not.toBe('#333333');
    expect(ensureContrast('#22C55E', '#FFFFFF', 2)).toBe('#22C55E');
    expect(ensureContrast('#22C55E', '#FFFFFF', 3)).toBe('#000000');
  });
});
