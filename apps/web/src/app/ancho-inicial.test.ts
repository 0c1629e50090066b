import { afterEach, describe, expect, it } from 'vitest';
import { coincideConAnchoInicial, fijarAnchoInicial } from './ancho-inicial';

describe('media queries at the painted width (decision 049)', () => {
  afterEach(() => fijarAnchoInicial(1280));

  it("answers MUI's breakpoint queries for a phone and a desktop", () => {
    fijarAnchoInicial(360);
    expect(coincideConAnchoInicial('@media (min-width:900px)')).toBe(false);
    expect(coincideConAnchoInicial('(max-width: 419.95px)')).toBe(true);
    expect(coincideConAnchoInicial('@media (max-width:599.95px)')).toBe(true);
    fijarAnchoInicial(1280);
    expect(coincideConAnchoInicial('@media (min-width:900px)')).toBe(true);
    expect(coincideConAnchoInicial('@media (min-width:1200px)')).toBe(true);
    expect(coincideConAnchoInicial('(max-width: 419.95px)')).toBe(false);
    expect(coincideConAnchoInicial('@media (min-width:600px) and (max-width:899.95px)')).toBe(false);
    fijarAnchoInicial(800);
    expect(coincideConAnchoInicial('@media (min-width:600px) and (max-width:899.95px)')).toBe(true);
  });

  it('a query it cannot read does not hold; a width that is not one falls back to desktop', () => {
    expect(coincideConAnchoInicial('(orientation: portrait)')).toBe(false);
    fijarAnchoInicial(Number.NaN);
    expect(coincideConAnchoInicial('@media (min-width:900px)')).toBe(true);
  });
});
