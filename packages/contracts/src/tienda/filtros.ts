import type { FiltroTienda } from './apariencia.schemas';

/** Active shop filters: attribute key → chosen values (docs/producto/entidades.md). */
export type FiltrosActivos = Record<string, string[]>;

const norm = (s: string) => s.trim().toLocaleLowerCase('es');

/** docs/producto/validacion.md: adding a filter whose name exists merges only new values. */
export function agregarFiltro(filtros: readonly FiltroTienda[], nuevo: FiltroTienda): FiltroTienda[] {
  const i = filtros.findIndex((f) => norm(f.clave) === norm(nuevo.clave));
  if (i === -1) return [...filtros, { clave: nuevo.clave.trim(), valores: unique(nuevo.valores) }];
  const existente = filtros[i]!;
  const valores = [...existente.valores];
  for (const v of nuevo.valores) if (!valores.some((x) => norm(x) === norm(v))) valores.push(v.trim());
  return filtros.map((f, j) => (j === i ? { ...existente, valores } : f));
}

/** docs/producto/validacion.md: toggling a selected value removes it if present, else adds it. */
export function toggleValor<T>(lista: readonly T[], valor: T): T[] {
  return lista.includes(valor) ? lista.filter((x) => x !== valor) : [...lista, valor];
}

export function toggleFiltroActivo(activos: FiltrosActivos, clave: string, valor: string): FiltrosActivos {
  const valores = toggleValor(activos[clave] ?? [], valor);
  const next = { ...activos };
  if (valores.length === 0) delete next[clave];
  else next[clave] = valores;
  return next;
}

/** docs/producto/validacion.md: keep a product only if, for each active key, it has that attribute with a chosen value. */
export function cumpleFiltros(
  atributos: readonly { clave: string; valor: string }[],
  activos: FiltrosActivos,
): boolean {
  return Object.entries(activos).every(
    ([clave, valores]) =>
      valores.length === 0 ||
      atributos.some((a) => norm(a.clave) === norm(clave) && valores.some((v) => norm(v) === norm(a.valor))),
  );
}

function unique(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const v of values) if (!out.some((x) => norm(x) === norm(v))) out.push(v.trim());
  return out;
}
