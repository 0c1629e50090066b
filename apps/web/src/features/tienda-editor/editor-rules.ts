import { agregarFiltro, filtroTienda, MENSAJES_APARIENCIA, toggleValor } from '@feria/contracts';
import type { Apariencia, FiltroTienda } from '@feria/contracts';

/** The API's limit (contracts aparienciaInput). */
const MAX_FILTROS = 20;

const norm = (s: string) => s.trim().toLocaleLowerCase('es');

/** docs/producto/validacion.md: toggling a selected catalog removes it if present, else adds it last (selection order is display order). */
export function toggleCatalogo(seleccionados: readonly number[], idCatalogo: number): number[] {
  return toggleValor(seleccionados, idCatalogo);
}

/** Drops selected ids of catalogs the shop no longer has (unknown while the list is not loaded). */
export function soloExistentes(
  seleccionados: readonly number[],
  catalogos: readonly { idCatalogo: number }[] | undefined,
): number[] {
  return catalogos ? seleccionados.filter((id) => catalogos.some((c) => c.idCatalogo === id)) : [...seleccionados];
}

/** 1-based position of a catalog in the selection, or null when not selected. */
export function posicionCatalogo(seleccionados: readonly number[], idCatalogo: number): number | null {
  const i = seleccionados.indexOf(idCatalogo);
  return i === -1 ? null : i + 1;
}

/** 'Rojo, azul ,, Rojo' → ['Rojo', 'azul'] (trimmed, no blanks, no case-insensitive repeats). */
export function parseValores(texto: string): string[] {
  const out: string[] = [];
  for (const v of texto.split(',').map((s) => s.trim())) if (v && !out.some((x) => norm(x) === norm(v))) out.push(v);
  return out;
}

export type ResultadoFiltro = { ok: true; filtros: FiltroTienda[] } | { ok: false; error: string };

/** Validates the new filter and adds it with the merge rule of docs/producto/validacion.md (an existing name gains only new values). */
export function agregarFiltroValidado(
  filtros: readonly FiltroTienda[],
  clave: string,
  valores: readonly string[],
): ResultadoFiltro {
  if (!clave.trim()) return { ok: false, error: 'Escribí el nombre del filtro (por ejemplo Color).' };
  if (valores.length === 0) return { ok: false, error: 'Agregá al menos un valor (por ejemplo Rojo).' };
  const parsed = filtroTienda.safeParse({ clave, valores });
  if (!parsed.success)
    return {
      ok: false,
      error: 'El nombre y cada valor pueden tener hasta 60 caracteres, y hasta 50 valores por filtro.',
    };
  const filtros2 = agregarFiltro(filtros, parsed.data);
  if (filtros2.length > MAX_FILTROS) return { ok: false, error: MENSAJES_APARIENCIA.demasiadosFiltros };
  const total = filtros2.find((f) => norm(f.clave) === norm(clave))?.valores.length ?? 0;
  if (total > 50) return { ok: false, error: MENSAJES_APARIENCIA.demasiadosValores };
  return { ok: true, filtros: filtros2 };
}

/** Removes one value; a filter left without values is removed too (the shop would not show it). */
export function quitarValor(filtros: readonly FiltroTienda[], clave: string, valor: string): FiltroTienda[] {
  return filtros
    .map((f) => (f.clave === clave ? { ...f, valores: f.valores.filter((v) => v !== valor) } : f))
    .filter((f) => f.valores.length > 0);
}

export function quitarFiltro(filtros: readonly FiltroTienda[], clave: string): FiltroTienda[] {
  return filtros.filter((f) => f.clave !== clave);
}

/** Suggested keys (docs/producto/validacion.md: from the shop's products) that are not a filter yet, case-insensitive. */
export function sugerenciasPendientes<T extends { clave: string }>(
  sugeridos: readonly T[],
  filtros: readonly FiltroTienda[],
): T[] {
  return sugeridos.filter((s) => !filtros.some((f) => norm(f.clave) === norm(s.clave)));
}

/** Unsaved changes: any field differs from what is stored (order matters for catalogs and filters). */
export function hayCambios(a: Apariencia, b: Apariencia): boolean {
  return JSON.stringify(a) !== JSON.stringify(normalizarOrden(b, a));
}

/** Same key order as `ref`, so the comparison does not depend on how the server ordered its fields. */
function normalizarOrden(obj: Apariencia, ref: Apariencia): Apariencia {
  return Object.fromEntries(Object.keys(ref).map((k) => [k, obj[k as keyof Apariencia]])) as Apariencia;
}
