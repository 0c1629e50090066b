import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calcularPrecio, isDiscountActive } from './pricing';
import { FREE_SHIPPING_THRESHOLD, INSTALLMENTS } from './constants';

const ahora = new Date('2026-06-01T12:00:00Z');
const precio = fc.integer({ min: 0, max: 50_000_000 });
const descuento = fc.record({
  activo: fc.boolean(),
  porcentajeDescuento: fc.integer({ min: 0, max: 100 }),
  fechaFin: fc.option(
    fc.integer({ min: -30, max: 30 }).map((d) => new Date(ahora.getTime() + d * 86_400_000).toISOString()),
    { nil: null },
  ),
});

describe('calcularPrecio (docs/producto/precios.md)', () => {
  it('applies an active discount, rounded', () => {
    expect(
      calcularPrecio({ precio: 10001, descuento: { activo: true, porcentajeDescuento: 15, fechaFin: null } }, ahora),
    ).toMatchObject({
      lista: 10001,
      final: 8501,
      porcentaje: 15,
      tieneDescuento: true,
      ahorro: 1500,
      cuotas: { cantidad: 6, monto: 1417 },
      sinImpuestos: 6716,
      envioGratis: false,
    });
  });

  it('ignores a discount that is inactive, zero or past its end date', () => {
    const ayer = new Date(ahora.getTime() - 86_400_000).toISOString();
    for (const d of [
      { activo: false, porcentajeDescuento: 20, fechaFin: null },
      { activo: true, porcentajeDescuento: 0, fechaFin: null },
      { activo: true, porcentajeDescuento: 20, fechaFin: ayer },
    ]) {
      expect(calcularPrecio({ precio: 1000, descuento: d }, ahora)).toMatchObject({
        final: 1000,
        tieneDescuento: false,
        porcentaje: 0,
        fechaFin: null,
      });
    }
  });

  it('stops a discount at the instant of fechaFin', () => {
    const fin = ahora.toISOString();
    const d = { activo: true, porcentajeDescuento: 10, fechaFin: fin };
    expect(isDiscountActive(d, ahora)).toBe(true);
    expect(isDiscountActive(d, new Date(ahora.getTime() + 1))).toBe(false);
  });

  it('never charges more than the list price nor less than 0', () => {
    fc.assert(
      fc.property(precio, fc.option(descuento, { nil: null }), (lista, d) => {
        const p = calcularPrecio({ precio: lista, descuento: d }, ahora);
        expect(p.final).toBeGreaterThanOrEqual(0);
        expect(p.final).toBeLessThanOrEqual(lista);
        expect(p.ahorro).toBe(lista - p.final);
        expect(p.tieneDescuento).toBe(p.porcentaje > 0);
      }),
    );
  });

  it('derives installments, free shipping and price without taxes from the final price', () => {
    fc.assert(
      fc.property(precio, fc.option(descuento, { nil: null }), (lista, d) => {
        const p = calcularPrecio({ precio: lista, descuento: d }, ahora);
        expect(Math.abs(p.cuotas.monto * INSTALLMENTS - p.final)).toBeLessThanOrEqual(INSTALLMENTS / 2);
        expect(p.envioGratis).toBe(p.final >= FREE_SHIPPING_THRESHOLD);
        expect(p.sinImpuestos).toBeLessThanOrEqual(p.final);
      }),
    );
  });
});
