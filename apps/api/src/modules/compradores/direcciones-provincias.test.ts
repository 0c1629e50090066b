import { describe, expect, it } from 'vitest';
import { DIRECCIONES_MAX, LETRA_CPA_POR_PROVINCIA, MENSAJES_DIRECCION, cpaDeOtraProvincia } from '@feria/contracts';
import { PROVINCIAS } from '../../db/reference-data';

// docs/producto/direcciones.md#codigo-postal: the CPA letter of each province of the reference data.
describe('CPA letters of the provinces', () => {
  it('has one distinct letter for each of the 24 provinces of the reference data, and no other name', () => {
    expect(Object.keys(LETRA_CPA_POR_PROVINCIA).sort()).toEqual([...PROVINCIAS].sort());
    const letras = Object.values(LETRA_CPA_POR_PROVINCIA);
    expect(new Set(letras).size).toBe(24);
    // ISO 3166-2:AR uses every letter but I, Ñ and O.
    expect(letras.sort().join('')).toBe('ABCDEFGHJKLMNPQRSTUVWXYZ');
  });

  it.each([
    ['X5000IYV', 'Córdoba', false],
    ['x5000iyv', 'Córdoba', false],
    ['C1043AAZ', 'Ciudad Autónoma de Buenos Aires', false],
    ['B1900AAA', 'Buenos Aires', false],
    ['C1043AAZ', 'Buenos Aires', true],
    ['X5000IYV', 'Santa Fe', true],
    ['5000', 'Santa Fe', false],
    ['X5000IYV', undefined, false],
  ] as const)('%s in %s is of another province: %s', (cp, provincia, otra) => {
    expect(cpaDeOtraProvincia(cp, provincia)).toBe(otra);
  });

  it('says the same limit the API keeps (docs/producto/direcciones.md#limites)', () => {
    expect(MENSAJES_DIRECCION.demasiadas).toContain(`hasta ${DIRECCIONES_MAX} direcciones`);
  });
});
