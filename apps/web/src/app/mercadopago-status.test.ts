import { describe, expect, it } from 'vitest';
import { operacionDeRetorno, pagoResultadoPath, ventaIdDeRetorno } from './mercadopago-status';

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

describe('the order and payment a return is about', () => {
  const id = '3F1E2D3C-4B5A-4968-8776-655443322110';
  it('takes external_reference only when it is an order id', () => {
    expect(ventaIdDeRetorno(new URLSearchParams(`external_reference=${id}`))).toBe(id.toLowerCase());
    expect(ventaIdDeRetorno(new URLSearchParams('external_reference=42'))).toBeNull();
    expect(ventaIdDeRetorno(new URLSearchParams('external_reference=null'))).toBeNull();
    expect(ventaIdDeRetorno(new URLSearchParams(''))).toBeNull();
  });

  it("takes Mercado Pago's payment number, never 'null'", () => {
    expect(operacionDeRetorno(new URLSearchParams('payment_id=9001'))).toBe('9001');
    expect(operacionDeRetorno(new URLSearchParams('collection_id=9002'))).toBe('9002');
    expect(operacionDeRetorno(new URLSearchParams('payment_id=null'))).toBeNull();
  });
});
