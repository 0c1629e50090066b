import { describe, expect, it } from 'vitest';
import { precioATexto, precioDesdeTexto } from './precio-texto';

describe('precioDesdeTexto', () => {
  it.each([
    ['1500', 1500],
    ['0', 0],
    ['$ 1.500', 1500],
    ['1.500.000', 1500000],
    ['1.500,50', 1500.5],
    ['1500,5', 1500.5],
    ['1500.50', 1500.5],
    [' 12 000 ', 12000],
  ])('reads %j as %d', (texto, valor) => {
    expect(precioDesdeTexto(texto)).toBe(valor);
  });

  it.each(['', 'abc', '-5', '1,234,5', '1.5.0', '12,345', '10,005', '1e3'])('does not guess %j', (texto) => {
    expect(precioDesdeTexto(texto)).toBeUndefined();
  });
});

describe('precioATexto', () => {
  it('writes integers plainly and decimals with a comma and two digits', () => {
    expect(precioATexto(1500)).toBe('1500');
    expect(precioATexto(1500.5)).toBe('1500,50');
    expect(precioDesdeTexto(precioATexto(99.99))).toBe(99.99);
  });
});
