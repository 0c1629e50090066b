import { SEARCH_DEFAULT_SIZE, type EmprendimientoSearchQuery, type ProductoSearchQuery } from '@feria/contracts';

/**
 * The URL is the search state, so the back button and shared links work:
 * `q`, `tipo` (idTipoProducto), `min`, `max` (pesos), `rubro` (idRubro: shops of that rubro and
 * their products) and `page`, which is 1-based in the URL like the pagination users see and 0-based on the API.
 */
export interface SearchState {
  q: string;
  tipo?: number;
  min?: number;
  max?: number;
  rubro?: number;
  page: number;
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
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** Only what differs from the defaults goes in the URL (clean, shareable links). */
export function writeSearchState(s: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  if (s.q) out.set('q', s.q);
  if (s.tipo !== undefined) out.set('tipo', String(s.tipo));
  if (s.min !== undefined) out.set('min', String(s.min));
  if (s.max !== undefined) out.set('max', String(s.max));
  if (s.rubro !== undefined) out.set('rubro', String(s.rubro));
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
  };
}

/** docs/producto/api.md#productos emprendimientos/buscar (nombre, idRubro); null when there is nothing to look for. */
export function toEmprendimientoQuery(s: SearchState): EmprendimientoSearchQuery | null {
  if (!s.q && s.rubro === undefined) return null;
  return { nombre: s.q || undefined, idRubro: s.rubro };
}

export function activeFilterCount(s: SearchState): number {
  return [s.tipo, s.min, s.max, s.rubro].filter((v) => v !== undefined).length;
}

/** Filters changed: back to the first page, keep the text. */
export function withFilters(s: SearchState, patch: Partial<Omit<SearchState, 'q' | 'page'>>): SearchState {
  return { ...s, ...patch, page: 1 };
}

export function clearFilters(s: SearchState): SearchState {
  return { q: s.q, page: 1 };
}
