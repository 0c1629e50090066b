import { SEARCH_DEFAULT_SIZE, type EmprendimientoSearchQuery, type ProductoSearchQuery } from '@feria/contracts';

/**
 * The URL is the search state, so the back button and shared links work:
 * `q`, `tipo` (idTipoProducto), `min`, `max` (pesos), `rubro` (idRubro: shops of that rubro and
 * their products), `opcion` (repeated, `Talle:38`: docs/producto/busqueda.md#filtro-por-opciones)
 * and `page`, which is 1-based in the URL like the pagination users see and 0-based on the API.
 */
export interface SearchState {
  q: string;
  tipo?: number;
  min?: number;
  max?: number;
  rubro?: number;
  /** Chosen option values, `Talle:38`, in the order they were chosen; absent when none. */
  opciones?: string[];
  page: number;
}

/** How the search compares option names and values: no case, accents or surrounding spaces. */
const comparable = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** `Talle:38` → ['Talle', '38']: the name ends at the first ':'. Null when it is not one. */
export function partirOpcion(par: string): [string, string] | null {
  const i = par.indexOf(':');
  const nombre = par.slice(0, i).trim();
  const valor = par.slice(i + 1).trim();
  return i > 0 && nombre && valor ? [nombre, valor] : null;
}

const mismaOpcion = (par: string, nombre: string, valor: string) => {
  const p = partirOpcion(par);
  return p !== null && comparable(p[0]) === comparable(nombre) && comparable(p[1]) === comparable(valor);
};

/** Whether that value of that option is chosen. */
export function opcionElegida(s: SearchState, nombre: string, valor: string): boolean {
  return (s.opciones ?? []).some((par) => mismaOpcion(par, nombre, valor));
}

/** Chooses the value, or takes it away if chosen; back to the first page. */
export function alternarOpcion(s: SearchState, nombre: string, valor: string): SearchState {
  const actuales = s.opciones ?? [];
  const sin = actuales.filter((par) => !mismaOpcion(par, nombre, valor));
  const opciones = sin.length < actuales.length ? sin : [...actuales, `${nombre}:${valor}`];
  return withFilters(s, { opciones: opciones.length > 0 ? opciones : undefined });
}

function positiveInt(v: string | null): number | undefined {
  if (v === null || !/^\d+$/.test(v.trim())) return undefined;
  const n = Number(v);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}

/** Any finite number is kept, even a reversed range: the API then answers with its Spanish 400. */
function finite(v: string | null): number | undefined {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

export function readSearchState(params: URLSearchParams): SearchState {
  return {
    q: (params.get('q') ?? '').trim(),
    tipo: positiveInt(params.get('tipo')),
    min: finite(params.get('min')),
    max: finite(params.get('max')),
    rubro: positiveInt(params.get('rubro')),
    ...opcionesDe(params),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The well-formed `opcion` values, once each; a malformed one is left out rather than answered with a 400. */
function opcionesDe(params: URLSearchParams): Pick<SearchState, 'opciones'> {
  const opciones: string[] = [];
  for (const par of params.getAll('opcion')) {
    const p = partirOpcion(par);
    if (p && !opciones.some((o) => mismaOpcion(o, p[0], p[1]))) opciones.push(`${p[0]}:${p[1]}`);
  }
  return opciones.length > 0 ? { opciones } : {};
}

/** Only what differs from the defaults goes in the URL (clean, shareable links). */
export function writeSearchState(s: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  if (s.q) out.set('q', s.q);
  if (s.tipo !== undefined) out.set('tipo', String(s.tipo));
  if (s.min !== undefined) out.set('min', String(s.min));
  if (s.max !== undefined) out.set('max', String(s.max));
  if (s.rubro !== undefined) out.set('rubro', String(s.rubro));
  for (const par of s.opciones ?? []) out.append('opcion', par);
  if (s.page > 1) out.set('page', String(s.page));
  return out;
}

/** docs/producto/api.md#productos productos/buscar: nombre, page (0-based), size 20, precioMin, precioMax, idTipoProducto (+ idRubro). */
export function toProductoQuery(s: SearchState): ProductoSearchQuery {
  return {
    nombre: s.q || undefined,
    page: s.page - 1,
    size: SEARCH_DEFAULT_SIZE,
    precioMin: s.min,
    precioMax: s.max,
    idTipoProducto: s.tipo,
    idRubro: s.rubro,
    // Sorted as the API sorts them: one filter, one cached answer whatever the order of the clicks.
    opcion: s.opciones && s.opciones.length > 0 ? [...s.opciones].sort() : undefined,
  };
}

/** docs/producto/api.md#productos emprendimientos/buscar (nombre, idRubro); null when there is nothing to look for. */
export function toEmprendimientoQuery(s: SearchState): EmprendimientoSearchQuery | null {
  if (!s.q && s.rubro === undefined) return null;
  return { nombre: s.q || undefined, idRubro: s.rubro };
}

export function activeFilterCount(s: SearchState): number {
  return [s.tipo, s.min, s.max, s.rubro].filter((v) => v !== undefined).length + (s.opciones?.length ?? 0);
}

/** Filters changed: back to the first page, keep the text. */
export function withFilters(s: SearchState, patch: Partial<Omit<SearchState, 'q' | 'page'>>): SearchState {
  return { ...s, ...patch, page: 1 };
}

export function clearFilters(s: SearchState): SearchState {
  return { q: s.q, page: 1 };
}
