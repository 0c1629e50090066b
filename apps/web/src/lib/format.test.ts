import { describe, expect, it } from 'vitest';
import { formatLugar, sinCortarUnidades } from './format';

describe('formatLugar', () => {
  it('joins city and province, and says a city equal to its province once', () => {
    expect(formatLugar('Rosario', 'Santa Fe')).toBe('Rosario, Santa Fe');
    expect(formatLugar('Ciudad Autónoma de Buenos Aires', 'Ciudad Autónoma de Buenos Aires')).toBe(
      'Ciudad Autónoma de Buenos Aires',
    );
    expect(formatLugar('ciudad autonoma de buenos aires ', 'Ciudad Autónoma de Buenos Aires')).toBe(
      'Ciudad Autónoma de Buenos Aires',
    );
    expect(formatLugar('Córdoba', 'Córdoba')).toBe('Córdoba');
  });

  it('drops empty parts', () => {
    expect(formatLugar('', 'Mendoza')).toBe('Mendoza');
    expect(formatLugar('  ', null)).toBe('');
    expect(formatLugar('Salta', undefined)).toBe('Salta');
  });
});

describe('sinCortarUnidades', () => {
  it('joins a number and its unit with a no-break space', () => {
    expect(sinCortarUnidades('papel de algodón de 300 g. Firmada')).toBe('papel de algodón de 300\u00A0g. Firmada');
    expect(sinCortarUnidades('Pesan menos de 250 g')).toBe('Pesan menos de 250\u00A0g');
    expect(sinCortarUnidades('350 ml, 28 cm y 15 %')).toBe('350\u00A0ml, 28\u00A0cm y 15\u00A0%');
  });

  it('leaves words that only start like a unit alone', () => {
    expect(sinCortarUnidades('2 lugares, 3 meses y 4 gomas')).toBe('2 lugares, 3 meses y 4 gomas');
  });
});
