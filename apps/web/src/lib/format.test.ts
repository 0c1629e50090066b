import { describe, expect, it } from 'vitest';
import { formatLugar } from './format';

describe('formatLugar', () => {
  it('joins city and province, and says a city equal to its province once', () => {
    expect(formatLugar('Rosario', 'Santa Fe')).toBe('Rosario, Santa Fe');
    expect(formatLugar('Ciudad Autónoma de Buenos Aires', 'Ciudad Autónoma de Buenos Aires')).toBe('Ciudad Autónoma de Buenos Aires');
    expect(formatLugar('ciudad autonoma de buenos aires ', 'Ciudad Autónoma de Buenos Aires')).toBe('Ciudad Autónoma de Buenos Aires');
    expect(formatLugar('Córdoba', 'Córdoba')).toBe('Córdoba');
  });

  it('drops empty parts', () => {
    expect(formatLugar('', 'Mendoza')).toBe('Mendoza');
    expect(formatLugar('  ', null)).toBe('');
    expect(formatLugar('Salta', undefined)).toBe('Salta');
  });
});
