import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calcularPrecio } from '../common/pricing';
import {
  estadoCupon,
  estadoDescuento,
  evaluarCupon,
  mensajeErrorCupon,
  montoDescuentoCupon,
  type CuponReglas,
} from './cupon-reglas';
import { cuponInput, descuentoInput, instanteDeFecha, normalizarCodigoCupon } from './promociones.schemas';

const ahora = new Date('2026-11-25T12:00:00Z');
const ayer = '2026-11-24T12:00:00.000Z';
const manana = '2026-11-26T12:00:00.000Z';

const cupon = (c: Partial<CuponReglas> = {}): CuponReglas => ({
  activo: true,
  fechaInicio: null,
  fechaFin: null,
  tipo: 'PORCENTAJE',
  valor: 15,
  montoMinimo: null,
  cantidadMinima: null,
  usosMaximos: null,
  usosPorComprador: null,
  usosRealizados: 0,
  ...c,
});

describe('estadoCupon (docs/producto/entidades.md, docs/producto/promociones.md)', () => {
  it('DESHABILITADO first, then VENCIDO, then AGOTADO, else HABILITADO', () => {
    expect(estadoCupon(cupon(), ahora)).toBe('HABILITADO');
    expect(estadoCupon(cupon({ activo: false, fechaFin: ayer, usosMaximos: 1, usosRealizados: 1 }), ahora)).toBe(
      'DESHABILITADO',
    );
    expect(estadoCupon(cupon({ fechaFin: ayer, usosMaximos: 1, usosRealizados: 1 }), ahora)).toBe('VENCIDO');
    expect(estadoCupon(cupon({ usosMaximos: 2, usosRealizados: 2 }), ahora)).toBe('AGOTADO');
    expect(estadoCupon(cupon({ usosMaximos: 2, usosRealizados: 1, fechaFin: manana }), ahora)).toBe('HABILITADO');
  });
  it('a discount is PROGRAMADO before its start and VENCIDO after its end', () => {
    expect(estadoDescuento({ activo: true, fechaInicio: manana, fechaFin: null }, ahora)).toBe('PROGRAMADO');
    expect(estadoDescuento({ activo: true, fechaInicio: null, fechaFin: ayer }, ahora)).toBe('VENCIDO');
    expect(estadoDescuento({ activo: false, fechaInicio: null, fechaFin: null }, ahora)).toBe('INACTIVO');
    expect(estadoDescuento({ activo: true, fechaInicio: ayer, fechaFin: manana }, ahora)).toBe('ACTIVO');
  });
});

describe('evaluarCupon (docs/producto/errores.md table)', () => {
  const compra = { montoTotal: 20000, cantidadProductos: 2, usosDelComprador: 0 };
  it("409 for used up, expired, paused or the buyer's limit; 422 for amount, items or not started", () => {
    expect(evaluarCupon(cupon({ usosMaximos: 1, usosRealizados: 1 }), compra, ahora)).toMatchObject({
      ok: false,
      codigo: 'CUPON_NO_DISPONIBLE',
    });
    expect(evaluarCupon(cupon({ fechaFin: ayer }), compra, ahora)).toMatchObject({
      ok: false,
      codigo: 'CUPON_NO_DISPONIBLE',
    });
    expect(evaluarCupon(cupon({ activo: false }), compra, ahora)).toMatchObject({
      ok: false,
      codigo: 'CUPON_NO_DISPONIBLE',
    });
    expect(evaluarCupon(cupon({ usosPorComprador: 1 }), { ...compra, usosDelComprador: 1 }, ahora)).toMatchObject({
      ok: false,
      codigo: 'CUPON_NO_DISPONIBLE',
    });
    expect(evaluarCupon(cupon({ montoMinimo: 20001 }), compra, ahora)).toMatchObject({
      ok: false,
      codigo: 'CUPON_NO_APLICABLE',
      detalle: 'Este cupón es para compras desde $ 20.001.',
    });
    expect(evaluarCupon(cupon({ cantidadMinima: 3 }), compra, ahora)).toMatchObject({
      ok: false,
      codigo: 'CUPON_NO_APLICABLE',
    });
    expect(evaluarCupon(cupon({ fechaInicio: manana }), compra, ahora)).toMatchObject({
      ok: false,
      codigo: 'CUPON_NO_APLICABLE',
    });
    expect(evaluarCupon(cupon({ montoMinimo: 20000, cantidadMinima: 2 }), compra, ahora)).toEqual({
      ok: true,
      montoDescuento: 3000,
      montoFinal: 17000,
    });
  });

  it('never makes a total negative, rounds like docs/producto/precios.md and a fixed coupon needs a larger total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('PORCENTAJE' as const, 'VALOR_FIJO' as const),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        (tipo, pct, fijo, total) => {
          const valor = tipo === 'PORCENTAJE' ? pct : fijo;
          const d = montoDescuentoCupon(tipo, valor, total);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(total);
          expect(Number.isInteger(d)).toBe(true);
          if (tipo === 'PORCENTAJE') expect(d).toBe(total === 0 ? 0 : Math.min(total, Math.round((total * pct) / 100)));
          else expect(d).toBe(fijo < total ? fijo : 0);
          const r = evaluarCupon(
            cupon({ tipo, valor }),
            { montoTotal: total, cantidadProductos: 1, usosDelComprador: 0 },
            ahora,
          );
          if (r.ok) {
            expect(r.montoFinal).toBeGreaterThanOrEqual(0);
            expect(r.montoFinal + r.montoDescuento).toBe(total);
          }
        },
      ),
    );
  });
});

describe('the best discount for the buyer (decision 035)', () => {
  it('calcularPrecio with a fixed discount charges list − amount, never below 0, and reports its percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 5_000_000 }), (precio, monto) => {
        const p = calcularPrecio(
          {
            precio,
            descuento: {
              activo: true,
              porcentajeDescuento: Math.min(100, (monto / precio) * 100),
              fechaFin: null,
              montoFijo: monto,
            },
          },
          ahora,
        );
        expect(p.final).toBe(Math.max(0, precio - monto));
        expect(p.ahorro).toBe(precio - p.final);
      }),
    );
  });
  it('of several discounts, the one that leaves the lowest price wins (the SQL orders by that price)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 90 }), { minLength: 1, maxLength: 5 }),
        (precio, pcts) => {
          const finales = pcts.map(
            (porcentajeDescuento) =>
              calcularPrecio({ precio, descuento: { activo: true, porcentajeDescuento, fechaFin: null } }, ahora).final,
          );
          const mejor = calcularPrecio(
            { precio, descuento: { activo: true, porcentajeDescuento: Math.max(...pcts), fechaFin: null } },
            ahora,
          ).final;
          expect(Math.min(...finales)).toBe(mejor);
        },
      ),
    );
  });
});

describe('schemas', () => {
  it('trims and uppercases the coupon code (docs/producto/validacion.md)', () => {
    expect(normalizarCodigoCupon('  verano15 ')).toBe('VERANO15');
    expect(cuponInput.parse({ codigoCupon: ' verano15 ', tipo: 'PORCENTAJE', valor: 15 }).codigoCupon).toBe('VERANO15');
    expect(cuponInput.safeParse({ codigoCupon: 'a b', tipo: 'PORCENTAJE', valor: 15 }).success).toBe(false);
  });
  it('takes a picked day as the whole Argentine day', () => {
    expect(instanteDeFecha('2026-12-31', 'inicio').toISOString()).toBe('2026-12-31T03:00:00.000Z');
    expect(instanteDeFecha('2026-12-31', 'fin').toISOString()).toBe('2027-01-01T02:59:59.999Z');
    expect(
      descuentoInput.safeParse({
        tipo: 'PORCENTAJE',
        valor: 10,
        productosIds: ['3f1e2d3c-4b5a-4968-8776-655443322110'],
        fechaInicio: '2026-12-31',
        fechaFin: '2026-12-31',
      }).success,
    ).toBe(true);
  });
});

describe('mensajeErrorCupon (docs/producto/errores.md)', () => {
  it('prefers the server message, else the text of each status', () => {
    expect(mensajeErrorCupon(409, 'Otro texto')).toBe('Otro texto');
    expect([200, 400, 404, 409, 422, 500, 503, 0].map((s) => mensajeErrorCupon(s))).toEqual([
      'Cupón no válido',
      'Datos de cupón no válidos',
      'Cupón no encontrado',
      'Este cupón ya ha sido utilizado o ha expirado',
      'Cupón no válido para este emprendimiento o monto',
      'Error del servidor. Intenta más tarde.',
      'Error del servidor. Intenta más tarde.',
      'Error al validar el cupón. Intenta nuevamente.',
    ]);
  });
});
