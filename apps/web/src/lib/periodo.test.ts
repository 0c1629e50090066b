import { describe, expect, it } from 'vitest';
import { MENSAJES_FINANZAS } from '@feria/contracts';
import { esteMes, hoyArgentino, mesPasado, periodoDeUrl, problemaDelPeriodo } from './periodo';

describe('periods of the money screens', () => {
  it('counts days in Argentina: 01:00 UTC on the 1st is still the last day of the month before', () => {
    expect(hoyArgentino(new Date('2026-03-01T01:00:00Z'))).toBe('2026-02-28');
    expect(esteMes(new Date('2026-03-01T01:00:00Z'))).toEqual({ desde: '2026-02-01', hasta: '2026-02-28' });
    expect(esteMes(new Date('2026-03-15T12:00:00Z'))).toEqual({ desde: '2026-03-01', hasta: '2026-03-15' });
  });

  it('takes the whole previous month, across a year end and a leap February', () => {
    expect(mesPasado(new Date('2026-01-10T12:00:00Z'))).toEqual({ desde: '2025-12-01', hasta: '2025-12-31' });
    expect(mesPasado(new Date('2028-03-10T12:00:00Z'))).toEqual({ desde: '2028-02-01', hasta: '2028-02-29' });
  });

  it('reads only well-formed dates from the URL', () => {
    expect(periodoDeUrl(new URLSearchParams('desde=2026-03-01&hasta=marzo'))).toEqual({
      desde: '2026-03-01',
      hasta: undefined,
    });
  });

  it('refuses an inverted period or one longer than a year, with the server texts', () => {
    expect(problemaDelPeriodo({ desde: '2026-03-02', hasta: '2026-03-01' })).toBe(MENSAJES_FINANZAS.periodoInvertido);
    expect(problemaDelPeriodo({ desde: '2025-01-01', hasta: '2026-01-01' })).toBeUndefined();
    expect(problemaDelPeriodo({ desde: '2025-01-01', hasta: '2026-01-02' })).toBe(MENSAJES_FINANZAS.periodoLargo);
    expect(problemaDelPeriodo({ desde: '2026-03-01' })).toBeUndefined();
  });
});
