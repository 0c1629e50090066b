import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { porcentajeDesdeTexto, precioConPorcentaje, stockDesdeTexto } from './edicion-masiva-precio';

describe('precioConPorcentaje (docs/producto/edicion-masiva.md#porcentaje)', () => {
  it('rounds to the peso', () => {
    expect(precioConPorcentaje(12000, 10)).toBe(13200);
    expect(precioConPorcentaje(12500.5, 10)).toBe(13751);
    expect(precioConPorcentaje(12345, -90)).toBe(1235);
  });
  it('never goes below $ 1, and leaves 0 at 0', () => {
    expect(precioConPorcentaje(3, -90)).toBe(1);
    expect(precioConPorcentaje(0, 50)).toBe(0);
  });
  it('never lowers a price on a raise, never raises it on a cut', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: -90, max: 1000 }), (precio, p) => {
        const nuevo = precioConPorcentaje(precio, p);
        expect(nuevo).toBeGreaterThanOrEqual(1);
        if (p >= 0) expect(nuevo).toBeGreaterThanOrEqual(precio);
        else expect(nuevo).toBeLessThanOrEqual(precio);
      }),
    );
  });
});

describe('reading the typed values', () => {
  it.each([
    ['10', 10],
    ['+10', 10],
    ['-15', -15],
    ['−15', -15],
    ['12,5', 12.5],
    ['10 %', 10],
  ])('reads %s as a percentage', (texto, valor) => {
    expect(porcentajeDesdeTexto(texto)).toBe(valor);
  });
  it('refuses what is not a number', () => {
    expect(porcentajeDesdeTexto('diez')).toBeUndefined();
    expect(porcentajeDesdeTexto('')).toBeUndefined();
    expect(stockDesdeTexto('doce')).toBeUndefined();
  });
  it('reads a stock as typed, leaving the whole and positive checks to the schema', () => {
    expect(stockDesdeTexto(' 12 ')).toBe(12);
    expect(stockDesdeTexto('3,5')).toBe(3.5);
    expect(stockDesdeTexto('-1')).toBe(-1);
  });
});
