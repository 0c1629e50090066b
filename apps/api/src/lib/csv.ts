// Spreadsheets a seller or an admin downloads (settlements, finances, the catalogue): CSV the way
// Excel in Argentina opens it with a double click (docs/producto/pagos.md#liquidaciones): UTF-8
// with a byte order mark (else Excel reads it as Windows-1252 and breaks 'ñ'), ';' between fields
// (es-AR uses ',' as the decimal mark) and numbers with a decimal comma and no thousands mark.

export type ValorCsv = string | number | null | undefined;

const BOM = '\uFEFF';

/** An amount or count as es-AR writes it in a cell: `12500,5` (no thousands mark: Excel would read it as text). */
export function numeroCsv(n: number): string {
  if (!Number.isFinite(n)) return '';
  const redondeado = Math.round(n * 100) / 100;
  return String(redondeado).replace('.', ',');
}

/**
 * One cell: quoted when it holds the separator, a quote or a line break (RFC 4180 with ';');
 * a text that a spreadsheet would run as a formula ('=', '+', '-', '@' first) gets a leading
 * apostrophe (CSV injection: a product name is typed by anyone).
 */
export function celdaCsv(v: ValorCsv): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return numeroCsv(v);
  const texto = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[;"\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** The whole file: BOM, the header row, the rows, CRLF line ends (what Excel writes). */
export function archivoCsv(encabezados: readonly string[], filas: readonly (readonly ValorCsv[])[]): string {
  const lineas = [encabezados, ...filas].map((f) => f.map(celdaCsv).join(';'));
  return `${BOM}${lineas.join('\r\n')}\r\n`;
}

/** `Content-Disposition` for a download named `nombre` (ASCII name plus the RFC 5987 UTF-8 one). */
export function descargaCsv(nombre: string): Record<string, string> {
  const ascii = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-');
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nombre)}`,
  };
}
