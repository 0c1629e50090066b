import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ANCHOS_DE_PINTADO } from '@feria/contracts';
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

describe('index.html hides markup painted for another layout (decision 049)', () => {
  it("has one rule per painted width, hiding it outside its layout's range", () => {
    const archivo = ['apps/web/index.html', 'index.html']
      .map((f) => path.resolve(process.cwd(), f))
      .find((f) => existsSync(f))!;
    const html = readFileSync(archivo, 'utf8');
    ANCHOS_DE_PINTADO.forEach(({ desde, ancho }, i) => {
      const siguiente = ANCHOS_DE_PINTADO[i + 1]?.desde;
      const condiciones = [
        ...(desde > 0 ? [`(max-width: ${(desde - 0.02).toFixed(2)}px)`] : []),
        ...(siguiente ? [`(min-width: ${siguiente}px)`] : []),
      ];
      expect(html).toContain(
        `@media ${condiciones.join(', ')} { #root[data-ssr][data-ancho='${ancho}'] { visibility: hidden; } }`,
      );
    });
  });
});
