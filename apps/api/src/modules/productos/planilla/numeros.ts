// Numbers and yes/no cells as sellers write them (docs/producto/planilla.md#números).

export type Celda = string | number | null;

/** A thousands-grouped integer part: '12.500', '1.250.000' (never '0.500' or '12.50'). */
const AGRUPADO = (marca: string) => new RegExp(`^[1-9]\\d{0,2}(\\${marca}\\d{3})+$`);

/**
 * docs/producto/planilla.md#números: an amount or count in a cell. With both marks the last one is
 * the decimal mark ('12.500,50', '12,500.50'); a lone ',' is decimal ('12500,5'); a lone '.' is a
 * thousands mark only when groups of exactly three digits follow ('12.500' → 12500, '1.250.000'),
 * else decimal ('12500.50', '0.500'). '$' and spaces are ignored. Empty: null; unreadable: NaN.
 */
export function numeroPlanilla(celda: Celda): number | null {
  if (celda === null) return null;
  if (typeof celda === 'number') return celda;
  let t = celda.replace(/[\s\u00a0$]/g, '');
  if (t === '') return null;
  const negativo = t.startsWith('-');
  if (negativo) t = t.slice(1);
  const ultimoPunto = t.lastIndexOf('.');
  const ultimaComa = t.lastIndexOf(',');
  let normal: string;
  if (ultimoPunto >= 0 && ultimaComa >= 0) {
    const decimal = ultimoPunto > ultimaComa ? '.' : ',';
    const miles = decimal === '.' ? ',' : '.';
    const [entera, fraccion, ...resto] = t.split(decimal);
    if (resto.length > 0 || !AGRUPADO(miles).test(entera!)) return NaN;
    normal = `${entera!.split(miles).join('')}.${fraccion}`;
  } else if (ultimaComa >= 0) {
    normal = AGRUPADO(',').test(t) && t.split(',').length > 2 ? t.split(',').join('') : t.replace(',', '.');
  } else if (ultimoPunto >= 0) {
    normal = AGRUPADO('.').test(t) ? t.split('.').join('') : t;
  } else normal = t;
  if (!/^\d+(\.\d+)?$/.test(normal)) return NaN;
  return (negativo ? -1 : 1) * Number(normal);
}

const SI = new Set(['si', 's', 'yes', 'y', 'true', 'verdadero', '1', 'x']);
const NO = new Set(['no', 'n', 'false', 'falso', '0']);

/** 'Sí' / 'No' (also 'SI', 'si', 'x', '1', '0'); empty: null; anything else: undefined. */
export function siNoPlanilla(celda: Celda): boolean | null | undefined {
  if (celda === null) return null;
  const t = String(celda)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
  if (t === '') return null;
  if (SI.has(t)) return true;
  if (NO.has(t)) return false;
  return undefined;
}

/** A text cell: trimmed, empty as null; numbers as their plain text (a SKU typed as 12 in Excel). */
export function textoPlanilla(celda: Celda): string | null {
  if (celda === null) return null;
  const t = typeof celda === 'number' ? String(celda) : celda.trim();
  return t === '' ? null : t;
}
