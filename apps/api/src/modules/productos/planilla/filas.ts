import type { ErrorPlanilla } from '@feria/contracts';
import { claveOpcion, claveValor, columnaDe, OPCIONES_PLANILLA, type Clave, type Encabezado } from './columnas';
import { numeroPlanilla, siNoPlanilla, textoPlanilla, type Celda } from './numeros';
import type { FilaLeida } from './leer';

// A spreadsheet's data rows as products (docs/producto/planilla.md#importar): each row read into
// its values, then the rows of one product put together.

export interface Fila {
  fila: number;
  idProducto: string | null;
  identificador: string | null;
  nombre: string | null;
  descripcion: string | null;
  tipo: string | null;
  categorias: string | null;
  /** NaN: written but unreadable. */
  precio: number | null;
  stock: number | null;
  sku: string | null;
  /** Option k (1…3) as the row names it and its value. */
  opciones: { nombre: string | null; valor: string | null }[];
  habilitado: boolean | null;
  varianteHabilitada: boolean | null;
}

export interface Grupo {
  clave: string;
  filas: Fila[];
}

const SI_NO = 'Escribí Sí o No';

/** docs/producto/planilla.md#tiendanube: descriptions come as HTML; we keep their text with its paragraphs. */
export function textoDeHtml(html: string): string {
  if (!/<[a-z/!]/i.test(html)) return html;
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One row's values; unreadable yes/no cells are errors here, the rest are checked with the product. */
export function leerFila(e: Encabezado, f: FilaLeida, errores: ErrorPlanilla[]): Fila {
  const celda = (clave: Clave): Celda => {
    const i = e.indice[clave];
    return i === undefined ? null : (f.celdas[i] ?? null);
  };
  const texto = (clave: Clave) => textoPlanilla(celda(clave));
  const siNo = (clave: Clave): boolean | null => {
    const v = siNoPlanilla(celda(clave));
    if (v !== undefined) return v;
    errores.push({ fila: f.fila, columna: columnaDe(e, clave), mensaje: SI_NO });
    return null;
  };
  const escrita = texto('descripcion');
  // The form's description keeps line breaks as '\n' (a CR is refused as a control character).
  const descripcion = escrita === null ? null : escrita.replace(/\r\n?/g, '\n');
  return {
    fila: f.fila,
    idProducto: texto('idProducto'),
    identificador: texto('identificador'),
    nombre: texto('nombre'),
    descripcion: descripcion !== null && e.origen === 'tiendanube' ? textoDeHtml(descripcion) : descripcion,
    tipo: texto('tipo'),
    categorias: texto('categorias'),
    precio: numeroPlanilla(celda('precio')),
    stock: numeroPlanilla(celda('stock')),
    sku: texto('sku'),
    opciones: OPCIONES_PLANILLA.map((n) => ({ nombre: texto(claveOpcion(n)), valor: texto(claveValor(n)) })),
    habilitado: siNo('habilitado'),
    varianteHabilitada: siNo('varianteHabilitada'),
  };
}

const normal = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('es')
    .replace(/\s+/g, ' ')
    .trim();

export const conValores = (f: Fila) => f.opciones.some((o) => o.valor !== null);

/**
 * docs/producto/planilla.md#importar: the rows of one product share its 'ID producto' (a
 * Tiendanube export: its 'Identificador de URL'); rows without it, the same name. Rows keep their
 * order; a product's first row is the first one that names it.
 */
export function agrupar(filas: readonly Fila[]): Grupo[] {
  const grupos = new Map<string, Grupo>();
  let sueltas = 0;
  for (const f of filas) {
    const clave = f.identificador
      ? `url:${normal(f.identificador)}`
      : f.idProducto
        ? `id:${f.idProducto.toLowerCase()}`
        : f.nombre
          ? `nombre:${normal(f.nombre)}`
          : `fila:${++sueltas}`;
    const g = grupos.get(clave);
    if (g) g.filas.push(f);
    else grupos.set(clave, { clave, filas: [f] });
  }
  return [...grupos.values()];
}

export const mismoTexto = (a: string, b: string) => normal(a) === normal(b);
export const textoNormal = normal;
