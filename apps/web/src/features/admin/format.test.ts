import { describe, expect, it } from 'vitest';
import { formatCbu, formatCuit, nombreCompleto } from './format';

describe('admin formatting', () => {
  it('prints a CUIT with its hyphens and a CBU in its two blocks', () => {
    expect(formatCuit('20123456786')).toBe('20-12345678-6');
    expect(formatCuit('123')).toBe('123');
    expect(formatCbu('2850590940090418135201')).toBe('28505909 40090418135201');
  });
  it('falls back to the username without names', () => {
    expect(nombreCompleto({ firstName: 'Ana', lastName: 'García', username: 'ana' })).toBe('Ana García');
    expect(nombreCompleto({ firstName: '', lastName: '', username: 'ana@x.ar' })).toBe('ana@x.ar');
  });
});
