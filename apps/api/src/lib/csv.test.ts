import { describe, expect, it } from 'vitest';
import { archivoCsv, celdaCsv, descargaCsv, numeroCsv } from './csv';

describe('csv for Excel in Argentina', () => {
  it('writes amounts with a decimal comma and no thousands mark', () => {
    expect(numeroCsv(12500.5)).toBe('12500,5');
    expect(numeroCsv(0.1 + 0.2)).toBe('0,3');
    expect(numeroCsv(-786.25)).toBe('-786,25');
    expect(numeroCsv(Number.NaN)).toBe('');
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    expect(celdaCsv('Mate; bombilla')).toBe('"Mate; bombilla"');
    expect(celdaCsv('Remera "oversize"')).toBe('"Remera ""oversize"""');
    expect(celdaCsv('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(celdaCsv('Señora, niña')).toBe('Señora, niña');
    expect(celdaCsv(null)).toBe('');
  });

  it('never lets a cell run as a formula', () => {
    expect(celdaCsv('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(celdaCsv('+54 11')).toBe("'+54 11");
    expect(celdaCsv('@suma')).toBe("'@suma");
  });

  it('starts with the byte order mark and ends rows with CRLF', () => {
    const texto = archivoCsv(['Pedido', 'Neto'], [[1042, 9370.6]]);
    expect(texto.charCodeAt(0)).toBe(0xfeff);
    expect(texto.slice(1)).toBe('Pedido;Neto\r\n1042;9370,6\r\n');
  });

  it('names the download in ASCII and in UTF-8', () => {
    const h = descargaCsv('liquidación-mate-y-luna.csv');
    expect(h['content-type']).toBe('text/csv; charset=utf-8');
    expect(h['content-disposition']).toContain('filename="liquidacion-mate-y-luna.csv"');
    expect(h['content-disposition']).toContain("filename*=UTF-8''liquidaci%C3%B3n-mate-y-luna.csv");
  });
});
