import { describe, expect, it } from 'vitest';
import { discountedPrice, formatPrice, hasFreeShipping, installmentAmount, priceWithoutTaxes } from './money';

describe('money helpers (docs/producto/precios.md)', () => {
  it('formats es-AR pesos without decimals and with a $ sign', () => {
    expect(formatPrice(90000)).toBe('$ 90.000');
    expect(formatPrice(1234.6)).toBe('$ 1.235');
  });
  it('rounds the discounted price', () => {
    expect(discountedPrice(10001, 15)).toBe(8501);
    expect(discountedPrice(100000, 0)).toBe(100000);
  });
  it('divides the price in 6 rounded installments', () => {
    expect(installmentAmount(10000)).toBe(1667);
  });
  it('computes the price without taxes as 79 %', () => {
    expect(priceWithoutTaxes(10000)).toBe(7900);
    expect(priceWithoutTaxes(333)).toBe(263);
  });
  it('gives free shipping from 90000 on', () => {
    expect(hasFreeShipping(89999)).toBe(false);
    expect(hasFreeShipping(90000)).toBe(true);
  });
});
