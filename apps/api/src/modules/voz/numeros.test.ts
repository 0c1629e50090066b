import { describe, expect, it } from 'vitest';
import { leerNumero, numeroDeDigitos } from './numeros';

const leer = (t: string) => leerNumero(t.split(' '), 0);

describe('Spanish numbers (words and digits)', () => {
  it.each([
    ['doce mil', 12000, 2],
    ['doce mil quinientos', 12500, 3],
    ['trece mil quinientos', 13500, 3],
    ['mil doscientos treinta y cuatro', 1234, 5],
    ['mil', 1000, 1],
    ['ciento veinte', 120, 2],
    ['cien', 100, 1],
    ['dos millones', 2_000_000, 2],
    ['dos millones y medio', 2_500_000, 4],
    ['un millon doscientos mil', 1_200_000, 4],
    ['veinte con cincuenta', 20.5, 3],
    ['diez coma cinco', 10.5, 3],
    ['quince', 15, 1],
    ['veintidos', 22, 1],
    ['treinta y cinco', 35, 3],
    ['12.500', 12500, 1],
    ['12500', 12500, 1],
    ['12 mil', 12000, 2],
    ['1,5 millones', 1_500_000, 2],
    ['noventa y nueve mil novecientos', 99900, 5],
    // docs/producto/voz.md#montos: 'lucas' and 'k' are thousands.
    ['5 lucas', 5000, 2],
    ['veinte lucas', 20000, 2],
    ['una luca', 1000, 2],
    ['luca y media', 1500, 3],
    ['3 lucas y media', 3500, 4],
    ['tres lucas y media', 3500, 4],
    ['8 k', 8000, 2],
    ['8,5 k', 8500, 2],
  ])('%s → %d', (texto, valor, usadas) => {
    expect(leer(texto)).toEqual({ valor, usadas });
  });

  it('reads digits with Argentine and English separators', () => {
    expect(numeroDeDigitos('12.500,50')).toBe(12500.5);
    expect(numeroDeDigitos('1,5')).toBe(1.5);
    expect(numeroDeDigitos('12,500')).toBe(12500);
    expect(numeroDeDigitos('$13.500')).toBe(13500);
    expect(numeroDeDigitos('diez')).toBeNull();
  });

  it('does not take a following word that is not a number', () => {
    expect(leer('diez unidades')).toEqual({ valor: 10, usadas: 1 });
    expect(leer('remera')).toBeNull();
    expect(leer('diez con unidades')).toEqual({ valor: 10, usadas: 1 });
  });
});
