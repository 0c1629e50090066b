import { describe, expect, it } from 'vitest';
import { isCheckoutPath } from './checkout-path';

describe('isCheckoutPath (docs/producto/rutas.md#comportamientos-de-ruta)', () => {
  it('matches any path with a checkout segment', () => {
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/dashboard-comprador/checkout')).toBe(true);
    expect(isCheckoutPath('/algo/checkout/paso-2')).toBe(true);
  });
  it('does not match the word inside another segment', () => {
    expect(isCheckoutPath('/checkouts')).toBe(false);
    expect(isCheckoutPath('/search')).toBe(false);
    expect(isCheckoutPath('/productos/checkout-rapido')).toBe(false);
  });
});
