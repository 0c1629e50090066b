import {
  MENSAJES_PLANILLA,
  numeroAR,
  PLANILLA_MAX_BYTES,
  type ErrorPlanilla,
  type FilaPlanilla,
  type ResultadoImportacion,
} from '@feria/contracts';

// What the spreadsheet screen says (docs/producto/planilla-pantalla.md), as pure functions.

export const entero = (n: number) => numeroAR(n, { max: 0 });
const cantidad = (n: number, uno: string, varios: string) => `${entero(n)} ${n === 1 ? uno : varios}`;

/** docs/producto/planilla-pantalla.md#vista-previa: '12 productos nuevos · 30 a actualizar · 5 sin cambios'. */
export function resumenVistaPrevia(r: ResultadoImportacion): string {
  return [
    cantidad(r.crear, 'producto nuevo', 'productos nuevos'),
    `${entero(r.actualizar)} a actualizar`,
    `${entero(r.sinCambios)} sin cambios`,
  ].join(' · ');
}

export const textoErrores = (n: number) => cantidad(n, 'error', 'errores');

/** docs/producto/planilla-pantalla.md#importar: 'Listo: 12 productos creados, 30 actualizados'. */
export function resumenResultado(r: ResultadoImportacion): string {
  const partes = [
    cantidad(r.crear, 'producto creado', 'productos creados'),
    `${entero(r.actualizar)} ${r.actualizar === 1 ? 'actualizado' : 'actualizados'}`,
  ];
  return `Listo: ${partes.join(', ')}`;
}

/** How many products 'Importar N productos' writes. */
export const aImportar = (r: ResultadoImportacion) => r.crear + r.actualizar;

export const textoBotonImportar = (n: number) => `Importar ${cantidad(n, 'producto', 'productos')}`;

/** docs/producto/planilla-pantalla.md#vista-previa: an error with its place in the file. */
export function lugarDelError(e: ErrorPlanilla): string {
  if (e.fila === 0) return `En todo el archivo: ${e.mensaje}`;
  if (!e.columna) return `Fila ${e.fila}: ${e.mensaje}`;
  return `Fila ${e.fila}, columna ${e.columna}: ${e.mensaje}`;
}

/** The table's columns a file column can point at (its header as written: any case, accents). */
export type ColumnaTabla = 'sku' | 'nombre' | 'precio' | 'stock';

/** Headers compare as the import reads them: no case, accents, spaces or punctuation ('Código SKU' = 'codigosku'). */
const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The names a shown column goes by in a file (ours and a Tiendanube export's). */
const NOMBRES: Record<ColumnaTabla, readonly string[]> = {
  sku: ['sku', 'codigosku', 'codigo'],
  nombre: ['nombre', 'nombredelproducto', 'producto', 'titulo'],
  precio: ['precio', 'precioenpesos'],
  stock: ['stock', 'cantidad', 'unidades'],
};

/** The table column an error's file column is shown at; null when the table has no such column. */
export function columnaDeTabla(columna: string | null): ColumnaTabla | null {
  if (!columna) return null;
  const c = normalizar(columna);
  return (Object.keys(NOMBRES) as ColumnaTabla[]).find((k) => NOMBRES[k].includes(c)) ?? null;
}

/** Each row's errors, by spreadsheet row number. */
export function erroresPorFila(errores: ErrorPlanilla[]): Map<number, ErrorPlanilla[]> {
  const m = new Map<number, ErrorPlanilla[]>();
  for (const e of errores) {
    if (e.fila === 0) continue;
    const lista = m.get(e.fila);
    if (lista) lista.push(e);
    else m.set(e.fila, [e]);
  }
  return m;
}

export const FILAS_POR_PAGINA = 50;

/** docs/producto/planilla-pantalla.md#vista-previa: the rows shown (optionally only those with errors) and the page count. */
export function paginaDeFilas(
  filas: FilaPlanilla[],
  porFila: Map<number, ErrorPlanilla[]>,
  { soloErrores, pagina }: { soloErrores: boolean; pagina: number },
): { visibles: FilaPlanilla[]; paginas: number; total: number } {
  const elegidas = soloErrores ? filas.filter((f) => f.accion === 'error' || porFila.has(f.fila)) : filas;
  const paginas = Math.max(1, Math.ceil(elegidas.length / FILAS_POR_PAGINA));
  const p = Math.min(Math.max(0, pagina), paginas - 1);
  return {
    visibles: elegidas.slice(p * FILAS_POR_PAGINA, (p + 1) * FILAS_POR_PAGINA),
    paginas,
    total: elegidas.length,
  };
}

/** A price as the screen writes prices, with its cents when it has some ('$ 12.500', '$ 12.500,50'). */
export function precioTexto(n: number | null): string {
  if (n === null) return '—';
  const texto = numeroAR(Math.abs(n), Number.isInteger(n) ? { max: 0 } : { min: 2, max: 2 });
  return n < 0 ? `-$ ${texto}` : `$ ${texto}`;
}

const EXTENSIONES = ['.csv', '.xlsx'];
export const ACEPTA_PLANILLA = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MENSAJE_TIPO = 'Elegí una planilla CSV o Excel (.csv o .xlsx)';

/** docs/producto/planilla-pantalla.md#subir-la-planilla: the browser's checks before sending; null when the file may go. */
export function problemaDelArchivo(archivo: File): string | null {
  const nombre = archivo.name.toLowerCase();
  if (!EXTENSIONES.some((e) => nombre.endsWith(e))) return MENSAJE_TIPO;
  if (archivo.size > PLANILLA_MAX_BYTES) return MENSAJES_PLANILLA.demasiadoGrande;
  return null;
}
