import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aliasCbuValido,
  cbuValido,
  cuitValido,
  digitosVerificadoresCbu,
  digitoVerificadorCuit,
} from './identificadores';

/** Replaces the digit at `i` with a different one. */
const cambiarDigito = (s: string, i: number, delta: number) =>
  s.slice(0, i) + String((Number(s[i]) + delta) % 10) + s.slice(i + 1);

describe('cuitValido', () => {
  it('accepts known valid CUITs with or without dashes', () => {
    expect(cuitValido('20-12345678-6')).toBe(true);
    expect(cuitValido('20123456786')).toBe(true);
  });

  it('rejects a wrong check digit, a wrong length and an unknown prefix', () => {
    expect(cuitValido('20-12345678-5')).toBe(false);
    expect(cuitValido('2012345678')).toBe(false);
    expect(cuitValido('201234567860')).toBe(false);
    expect(cuitValido('1012345678' + String(digitoVerificadorCuit('1012345678') ?? 0))).toBe(false);
    expect(cuitValido('20-1234567a-6')).toBe(false);
  });

  it('gives no check digit when mod 11 yields 10 (AFIP changes the prefix instead)', () => {
    expect(digitoVerificadorCuit('2734127659')).toBeNull();
    expect(digitoVerificadorCuit('2734127658')).toBe(1);
  });

  it('rejects any single changed digit of a valid CUIT', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000_000, max: 99_999_999 }),
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (dni, pos, delta) => {
          const base = `20${dni}`;
          const dv = digitoVerificadorCuit(base);
          fc.pre(dv !== null);
          const cuit = base + String(dv);
          expect(cuitValido(cuit)).toBe(true);
          expect(cuitValido(cambiarDigito(cuit, pos, delta))).toBe(false);
        },
      ),
    );
  });
});

describe('cbuValido', () => {
  it('accepts a known valid CBU and rejects a wrong length or letters', () => {
    expect(cbuValido('2850590940090418135201')).toBe(true);
    expect(cbuValido('285059094009041813520')).toBe(false);
    expect(cbuValido('28505909400904181352011')).toBe(false);
    expect(cbuValido('2850590940090418135a01')).toBe(false);
  });

  it('rejects any single changed digit of a valid CBU', () => {
    const digitos = (n: number) =>
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
    fc.assert(
      fc.property(
        digitos(3),
        digitos(4),
        digitos(13),
        fc.integer({ min: 0, max: 21 }),
        fc.integer({ min: 1, max: 9 }),
        (banco, sucursal, cuenta, pos, delta) => {
          const [d1, d2] = digitosVerificadoresCbu(banco, sucursal, cuenta)!;
          const cbu = `${banco}${sucursal}${d1}${cuenta}${d2}`;
          expect(cbuValido(cbu)).toBe(true);
          expect(cbuValido(cambiarDigito(cbu, pos, delta))).toBe(false);
        },
      ),
    );
  });
});

describe('aliasCbuValido', () => {
  it('accepts 6 to 20 letters, digits, dots or hyphens', () => {
    expect(aliasCbuValido('mate.y.luna')).toBe(true);
    expect(aliasCbuValido('casa-ceibo.2026')).toBe(true);
  });

  it('rejects short, long or accented aliases', () => {
    expect(aliasCbuValido('corto')).toBe(false);
    expect(aliasCbuValido('a'.repeat(21))).toBe(false);
    expect(aliasCbuValido('lupino.botánica')).toBe(false);
    expect(aliasCbuValido('con espacio')).toBe(false);
  });
});
