import { describe, expect, it } from 'vitest';
import { pagoResultadoPath } from './mercadopago-status';

const path = (qs: string) => pagoResultadoPath(new URLSearchParams(qs));

describe('pagoResultadoPath', () => {
  it('maps Mercado Pago statuses to our payment-return routes', () => {
    expect(path('status=approved')).toBe('/pago/exito');
    expect(path('collection_status=approved')).toBe('/pago/exito');
    expect(path('status=pending')).toBe('/pago/pendiente');
    expect(path('status=in_process')).toBe('/pago/pendiente');
    expect(path('status=rejected')).toBe('/pago/error');
    expect(path('status=null')).toBe('/pago/error');
    expect(path('')).toBe('/pago/error');
  });
});
