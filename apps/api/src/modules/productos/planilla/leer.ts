import ExcelJS from 'exceljs';
import { PLANILLA_MAX_FILAS } from '@feria/contracts';
import type { Celda } from './numeros';

// Reading an uploaded spreadsheet into rows of cells (docs/producto/planilla.md#importar): CSV
// (UTF-8 with or without BOM, ';' or ',' or tab, quoted fields, CRLF or LF) or XLSX (the first sheet).

export interface FilaLeida {
  /** The spreadsheet's row number (the header is 1). */
  fila: number;
  celdas: Celda[];
}

export type Lectura =
  { ok: true; encabezado: string[]; filas: FilaLeida[] } | { ok: false; mensaje: string; columna?: string };

export const MENSAJE_CODIFICACION =
  'El archivo no está en UTF-8. En Excel, guardalo con «Guardar como» → «CSV UTF-8 (delimitado por comas)» y subilo de nuevo.';
export const MENSAJE_DEMASIADAS_FILAS = `La planilla tiene más de ${PLANILLA_MAX_FILAS.toLocaleString('es-AR')} filas: dividila en partes más chicas`;
const MENSAJE_VACIA = 'La planilla está vacía: la primera fila tiene que tener los nombres de las columnas';
const MENSAJE_FORMATO = 'No pudimos leer el archivo: subí una planilla CSV o Excel (.xlsx)';

/** XLSX files are ZIP archives: 'PK\x03\x04'. */
const esZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304;

export async function leerPlanilla(bytes: Buffer): Promise<Lectura> {
  return esZip(bytes) ? leerXlsx(bytes) : leerCsv(bytes);
}

const vacia = (celdas: readonly Celda[]) => celdas.every((c) => c === null || c === '');

function resultado(todas: FilaLeida[]): Lectura {
  const [cabecera, ...datos] = todas.filter((f) => !vacia(f.celdas));
  if (!cabecera) return { ok: false, mensaje: MENSAJE_VACIA };
  if (datos.length > PLANILLA_MAX_FILAS) return { ok: false, mensaje: MENSAJE_DEMASIADAS_FILAS };
  return { ok: true, encabezado: cabecera.celdas.map((c) => (c === null ? '' : String(c))), filas: datos };
}

// --- CSV -------------------------------------------------------------------------------------

export function leerCsv(bytes: Buffer): Lectura {
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, mensaje: MENSAJE_CODIFICACION };
  }
  if (texto.includes('\u0000')) return { ok: false, mensaje: MENSAJE_FORMATO };
  texto = texto.replace(/^\uFEFF/, '');
  const separador = detectarSeparador(texto);
  return resultado(filasCsv(texto, separador).map((celdas, i) => ({ fila: i + 1, celdas: celdas.map(celdaCsvLeida) })));
}

/** The separator the header line uses most, outside quotes: ';' (Excel in Argentina), ',' or tab. */
export function detectarSeparador(texto: string): string {
  const cuenta: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let entreComillas = false;
  for (const c of texto) {
    if (c === '"') entreComillas = !entreComillas;
    else if (!entreComillas && (c === '\n' || c === '\r')) break;
    else if (!entreComillas && c in cuenta) cuenta[c]!++;
  }
  const [mas] = Object.entries(cuenta).sort((a, b) => b[1] - a[1]);
  return mas![1] > 0 ? mas![0] : ';';
}

/** RFC 4180 with any separator: quoted fields may hold separators, quotes ("") and line breaks. */
export function filasCsv(texto: string, separador: string): string[][] {
  const filas: string[][] = [];
  let fila: string[] = [];
  let campo = '';
  let entreComillas = false;
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i]!;
    if (entreComillas) {
      if (c !== '"') campo += c;
      else if (texto[i + 1] === '"') {
        campo += '"';
        i++;
      } else entreComillas = false;
    } else if (c === '"') entreComillas = true;
    else if (c === separador) {
      fila.push(campo);
      campo = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && texto[i + 1] === '\n') i++;
      fila.push(campo);
      filas.push(fila);
      fila = [];
      campo = '';
    } else campo += c;
  }
  if (campo !== '' || fila.length > 0) {
    fila.push(campo);
    filas.push(fila);
  }
  return filas;
}

/** Our export guards texts that start like a formula with an apostrophe (lib/csv.ts): it goes away here. */
function celdaCsvLeida(campo: string): Celda {
  const t = /^'[=+\-@\t\r]/.test(campo) ? campo.slice(1) : campo;
  return t.trim() === '' ? null : t;
}

// --- XLSX ------------------------------------------------------------------------------------

/** What an XLSX may hold once unzipped: a 5,000-row catalogue is a few MB; far more is a zip bomb. */
export const XLSX_MAX_DESCOMPRIMIDO = 64 * 1024 * 1024;

/**
 * The unzipped size the archive declares (its central directory), read before exceljs inflates
 * anything; null when the directory cannot be read (exceljs then refuses the file itself).
 */
export function tamanoDescomprimido(zip: Buffer): number | null {
  const fin = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (fin < 0 || fin + 22 > zip.length) return null;
  const entradas = zip.readUInt16LE(fin + 10);
  let p = zip.readUInt32LE(fin + 16);
  let total = 0;
  for (let i = 0; i < entradas; i++) {
    if (p + 46 > zip.length || zip.readUInt32LE(p) !== 0x02014b50) return null;
    total += zip.readUInt32LE(p + 24);
    p += 46 + zip.readUInt16LE(p + 28) + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return total;
}

async function leerXlsx(bytes: Buffer): Promise<Lectura> {
  const descomprimido = tamanoDescomprimido(bytes);
  if (descomprimido === null || descomprimido > XLSX_MAX_DESCOMPRIMIDO) return { ok: false, mensaje: MENSAJE_FORMATO };
  const libro = new ExcelJS.Workbook();
  try {
    await libro.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, mensaje: MENSAJE_FORMATO };
  }
  const hoja = libro.worksheets[0];
  if (!hoja) return { ok: false, mensaje: MENSAJE_VACIA };
  // Counted before reading the cells: a huge sheet is refused without walking it.
  if (hoja.actualRowCount > PLANILLA_MAX_FILAS + 1) return { ok: false, mensaje: MENSAJE_DEMASIADAS_FILAS };
  const filas: FilaLeida[] = [];
  hoja.eachRow({ includeEmpty: false }, (row, numero) => {
    const celdas: Celda[] = [];
    for (let c = 1; c <= row.cellCount; c++) celdas.push(celdaXlsx(row.getCell(c).value));
    filas.push({ fila: numero, celdas });
  });
  return resultado(filas);
}

/** A cell's value as text or number: rich text joined, a formula's result, a link's text. */
export function celdaXlsx(v: ExcelJS.CellValue): Celda {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.trim() === '' ? null : v;
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('result' in v) return celdaXlsx((v.result ?? null) as ExcelJS.CellValue);
  if ('text' in v) return celdaXlsx(v.text as ExcelJS.CellValue);
  if ('error' in v) return null;
  return null;
}
