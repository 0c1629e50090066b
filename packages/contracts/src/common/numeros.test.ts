import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';
import { numeroAR } from './numeros';

// numeroAR and formatPrice write what Intl.NumberFormat('es-AR') writes, without loading it on a page.
const VALORES = [
  0,
  -0,
  1,
  5,
  9,
  10,
  999,
  1000,
  1234,
  9999,
  10000,
  90000,
  99999.5,
  123456,
  1234567,
  987654321,
  2 ** 53,
  1e20,
  9.99e20,
  0.5,
  1.5,
  2.5,
  -0.4,
  -0.5,
  -1500,
  -1234567.891,
  0.05,
  0.15,
  0.25,
  1.005,
  4.25,
  4.35,
  4.45,
  12.5,
  33.333333,
  66.666666,
  0.0004,
  0.0005,
  1e-7,
  1e21,
  -1e22,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

/** A fixed pseudo-random sequence: the same values on every run. */
function* aleatorios(n: number) {
  let x = 0x2545f491;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const u = (x >>> 0) / 2 ** 32;
    yield (u - 0.3) * 10 ** ((i % 9) + 1);
  }
}

describe('numeroAR (es-AR without Intl)', () => {
  const todos = [...VALORES, ...aleatorios(3000)];

  it('writes every value as Intl.NumberFormat("es-AR") does, for the decimals the pages use', () => {
    for (const opciones of [
      { min: 0, max: 0 },
      { min: 0, max: 1 },
      { min: 1, max: 1 },
      { min: 0, max: 3 },
      { min: 2, max: 2 },
    ]) {
      const intl = new Intl.NumberFormat('es-AR', {
        minimumFractionDigits: opciones.min,
        maximumFractionDigits: opciones.max,
      });
      for (const v of todos) expect(numeroAR(v, opciones), `${v} ${JSON.stringify(opciones)}`).toBe(intl.format(v));
    }
    const porDefecto = new Intl.NumberFormat('es-AR');
    for (const v of todos) expect(numeroAR(v), String(v)).toBe(porDefecto.format(v));
  });

  it('writes prices as the es-AR peso formatter does, with a plain space after the sign', () => {
    const intl = new Intl.NumberFormat('es-AR', {
      style: 'currency',
      currency: 'ARS',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    for (const v of todos) expect(formatPrice(v), String(v)).toBe(intl.format(v).replace(/\u00a0/g, ' '));
    expect(formatPrice(90000)).toBe('$ 90.000');
    expect(formatPrice(-1500)).toBe('-$ 1.500');
  });
});
