import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { agregarFinanzas, diaArgentino, type FilaParaFinanzas } from './finanzas';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const nombres = new Map([
  [A, 'Mates del Sur'],
  [B, 'Alfajores Zoe'],
]);
const fila = (over: Partial<FilaParaFinanzas>): FilaParaFinanzas => ({
  emprendimientoId: A,
  fecha: '2026-03-02T15:00:00.000Z',
  metodoPago: 'MERCADO_PAGO',
  bruto: 10000,
  comisionMercadoPago: 629,
  comisionFeria: 500,
  reembolsado: 0,
  ...over,
});
const periodo = { desde: '2026-03-01', hasta: '2026-03-03' };

describe('admin finances from settlement rows', () => {
  it("counts Mercado Pago's split commission as collected and a transfer's as owed, per shop and in total", () => {
    const f = agregarFinanzas(
      [
        fila({}),
        fila({ bruto: 0.1, comisionMercadoPago: 0.01, comisionFeria: 0.01, reembolsado: 0.1 }),
        fila({
          emprendimientoId: B,
          metodoPago: 'TRANSFERENCIA',
          bruto: 30000,
          comisionMercadoPago: 0,
          comisionFeria: 1500,
        }),
      ],
      periodo,
      nombres,
    );
    expect(f.emprendimientos).toEqual([
      {
        emprendimientoId: B,
        nombre: 'Alfajores Zoe',
        pedidos: 1,
        gmv: 30000,
        comisionMercadoPago: 0,
        comisionCobradaMercadoPago: 0,
        comisionAdeudadaTransferencias: 1500,
        reembolsado: 0,
      },
      {
        emprendimientoId: A,
        nombre: 'Mates del Sur',
        pedidos: 2,
        gmv: 10000.1,
        comisionMercadoPago: 629.01,
        comisionCobradaMercadoPago: 500.01,
        comisionAdeudadaTransferencias: 0,
        reembolsado: 0.1,
      },
    ]);
    expect(f.totales).toEqual({
      pedidos: 3,
      gmv: 40000.1,
      comisionMercadoPago: 629.01,
      comisionCobradaMercadoPago: 500.01,
      comisionAdeudadaTransferencias: 1500,
      reembolsado: 0.1,
    });
  });

  it('places each order on its Argentine day and lists every day of the period', () => {
    const f = agregarFinanzas(
      [
        // 01:30 UTC on the 3rd is still the 2nd in Argentina.
        fila({ fecha: '2026-03-03T01:30:00.000Z' }),
        fila({
          fecha: new Date('2026-03-03T03:00:00.000Z'),
          metodoPago: 'TRANSFERENCIA',
          bruto: 2000,
          comisionFeria: 100,
        }),
      ],
      periodo,
      nombres,
    );
    expect(f.porDia).toEqual([
      { fecha: '2026-03-01', gmv: 0, comision: 0 },
      { fecha: '2026-03-02', gmv: 10000, comision: 500 },
      { fecha: '2026-03-03', gmv: 2000, comision: 100 },
    ]);
    expect(diaArgentino('2026-03-03T02:59:59.999Z')).toBe('2026-03-02');
  });

  it('answers zeros and no shops for a period without sales', () => {
    const f = agregarFinanzas([], periodo, nombres);
    expect(f.emprendimientos).toEqual([]);
    expect(f.totales).toEqual({
      pedidos: 0,
      gmv: 0,
      comisionMercadoPago: 0,
      comisionCobradaMercadoPago: 0,
      comisionAdeudadaTransferencias: 0,
      reembolsado: 0,
    });
    expect(f.porDia).toHaveLength(3);
  });

  it('keeps the total equal to the sum of the shops and of the days, to the cent', () => {
    const centavos = fc.integer({ min: 0, max: 5_000_000 }).map((c) => c / 100);
    const filaArb = fc.record({
      emprendimientoId: fc.constantFrom(A, B),
      fecha: fc.constantFrom('2026-03-01T12:00:00Z', '2026-03-02T12:00:00Z', '2026-03-03T12:00:00Z'),
      metodoPago: fc.constantFrom('MERCADO_PAGO' as const, 'TRANSFERENCIA' as const),
      bruto: centavos,
      comisionMercadoPago: centavos,
      comisionFeria: centavos,
      reembolsado: centavos,
    });
    fc.assert(
      fc.property(fc.array(filaArb, { maxLength: 40 }), (filas) => {
        const f = agregarFinanzas(filas, periodo, nombres);
        const suma = (xs: number[]) => Math.round(xs.reduce((s, x) => s + Math.round(x * 100), 0)) / 100;
        for (const k of ['gmv', 'comisionMercadoPago', 'comisionCobradaMercadoPago', 'reembolsado'] as const)
          expect(f.totales[k]).toBe(suma(f.emprendimientos.map((e) => e[k])));
        expect(f.totales.gmv).toBe(suma(filas.map((x) => x.bruto)));
        expect(f.totales.gmv).toBe(suma(f.porDia.map((d) => d.gmv)));
        expect(f.totales.comisionCobradaMercadoPago + f.totales.comisionAdeudadaTransferencias).toBeCloseTo(
          suma(f.porDia.map((d) => d.comision)),
          2,
        );
        expect(f.totales.pedidos).toBe(filas.length);
      }),
    );
  });
});
