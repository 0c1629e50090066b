import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calcularPrecio,
  envioDomicilioGratis,
  hasFreeShipping,
  isDiscountActive,
  umbralDelMetodo,
  umbralEnvioGratis,
} from './pricing';
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

// Decision 086 (docs/producto/envios.md#gratis-desde): one rule for the badge and the checkout.
describe('free shipping follows the shop (decision 086)', () => {
  it("the shop's threshold: the lowest of $ 90.000 and its home-delivery gratisDesde; none without home delivery", () => {
    expect(umbralEnvioGratis([])).toBeNull();
    expect(umbralEnvioGratis([{ gratisDesde: null }])).toBe(FREE_SHIPPING_THRESHOLD);
    expect(umbralEnvioGratis([{ gratisDesde: 120000 }])).toBe(FREE_SHIPPING_THRESHOLD);
    expect(umbralEnvioGratis([{ gratisDesde: 70000 }, { gratisDesde: null }, { gratisDesde: 20000 }])).toBe(20000);
    expect(umbralDelMetodo(90000.01)).toBe(FREE_SHIPPING_THRESHOLD);
  });

  it('the badge: at or above the threshold, never without home delivery, the plain rule when not told', () => {
    expect(hasFreeShipping(20000, 20000)).toBe(true);
    expect(hasFreeShipping(19999.99, 20000)).toBe(false);
    expect(hasFreeShipping(500000, null)).toBe(false);
    expect(hasFreeShipping(90000)).toBe(true);
    expect(hasFreeShipping(89999)).toBe(false);
    expect(calcularPrecio({ precio: 25000, descuento: null, envioGratisDesde: 25000 }).envioGratis).toBe(true);
    expect(calcularPrecio({ precio: 95000, descuento: null, envioGratisDesde: null }).envioGratis).toBe(false);
  });

  it('an order: the platform promise on the products after discounts, the method’s gratisDesde after the coupon too', () => {
    // A coupon never takes the platform's promise away (decision 035)…
    expect(envioDomicilioGratis({ conDescuentos: 90000, total: 80000 }, null)).toBe(true);
    // …but the shop's own threshold compares the amount after the coupon.
    expect(envioDomicilioGratis({ conDescuentos: 25000, total: 20000 }, 20000)).toBe(true);
    expect(envioDomicilioGratis({ conDescuentos: 25000, total: 19999.99 }, 20000)).toBe(false);
    expect(envioDomicilioGratis({ conDescuentos: 89999, total: 89999 }, 120000)).toBe(false);
  });

  it('for one product (no coupon) the checkout and the badge agree on every price and threshold', () => {
    fc.assert(
      fc.property(precio, fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: null }), (p, gratisDesde) => {
        const umbral = umbralEnvioGratis([{ gratisDesde }]);
        expect(hasFreeShipping(p, umbral)).toBe(envioDomicilioGratis({ conDescuentos: p, total: p }, gratisDesde));
      }),
    );
  });
});
