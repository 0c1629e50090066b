import { describe, expect, it } from 'vitest';
import { MENSAJES } from '@feria/contracts';
import { parsePriceInput, PRECIO_INVALIDO, priceToInput, rangeError } from './price-input';

describe('price inputs (es-AR)', () => {
  it.each([
    ['15000', 15000],
    ['15.000', 15000],
    ['$ 1.500.000', 1500000],
    ['1500,5', 1500.5],
    ['0', 0],
  ])('reads %s as %d', (text, value) => {
    expect(parsePriceInput(text)).toEqual({ ok: true, value });
  });

  it('treats an empty field as no limit', () => {
    expect(parsePriceInput('  ')).toEqual({ ok: true, value: undefined });
  });

  it.each(['abc', '-100', '15.00', '1,2,3', '15000.50'])('rejects %s with a Spanish hint', (text) => {
    expect(parsePriceInput(text)).toEqual({ ok: false, error: PRECIO_INVALIDO });
  });

  it('requires min ≤ max', () => {
    expect(rangeError(5000, 1000)).toBe(MENSAJES.rangoPrecioInvalido);
    expect(rangeError(1000, 1000)).toBeNull();
    expect(rangeError(undefined, 1000)).toBeNull();
  });

  it('shows stored prices back without grouping', () => {
    expect(priceToInput(15000)).toBe('15000');
    expect(priceToInput(1500.5)).toBe('1500,5');
    expect(priceToInput(undefined)).toBe('');
  });
});
