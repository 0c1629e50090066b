import {
  DIRECTORIO_PAGE_SIZE,
  ORDENES_EMPRENDIMIENTOS,
  type EmprendimientoListQuery,
  type OrdenEmprendimientos,
} from '@feria/contracts';

/**
 * The URL is the directory's state (back/forward and shared links restore it): `q` (name text),
 * `rubro`, `provincia`, `ciudad`, `calificacion` (minimum stars), `verificados=1`, `orden` and
 * `page` (1-based in the URL, 0-based on the API). Unknown values are ignored.
 */
export interface DirectorioState {
  q: string;
  rubro?: number | undefined;
  provincia?: number | undefined;
  ciudad: string;
  calificacion?: number | undefined;
  verificados: boolean;
  orden: OrdenEmprendimientos;
  page: number;
}

export const CALIFICACIONES_MINIMAS = [4, 3, 2, 1] as const;

export const ORDEN_ETIQUETAS: Record<OrdenEmprendimientos, string> = {
  relevancia: 'Relevancia',
  calificacion: 'Mejor calificados',
  recientes: 'Más nuevos',
  productos: 'Más productos',
};

function positiveInt(v: string | null): number | undefined {
  if (v === null || !/^\d+$/.test(v.trim())) return undefined;
  const n = Number(v);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}

const esOrden = (v: string | null): v is OrdenEmprendimientos =>
  (ORDENES_EMPRENDIMIENTOS as readonly string[]).includes(v ?? '');

export function readDirectorioState(params: URLSearchParams): DirectorioState {
  const calificacion = positiveInt(params.get('calificacion'));
  const orden = params.get('orden');
  const provincia = positiveInt(params.get('provincia'));
  return {
    q: (params.get('q') ?? '').trim(),
    rubro: positiveInt(params.get('rubro')),
    provincia,
    // A city belongs to a province: without one it is ignored.
    ciudad: provincia === undefined ? '' : (params.get('ciudad') ?? '').trim(),
    calificacion: calificacion !== undefined && calificacion <= 5 ? calificacion : undefined,
    verificados: params.get('verificados') === '1',
    orden: esOrden(orden) ? orden : 'relevancia',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** Only what differs from the defaults goes in the URL. */
export function writeDirectorioState(s: DirectorioState): URLSearchParams {
  const out = new URLSearchParams();
  if (s.q) out.set('q', s.q);
  if (s.rubro !== undefined) out.set('rubro', String(s.rubro));
  if (s.provincia !== undefined) out.set('provincia', String(s.provincia));
  if (s.provincia !== undefined && s.ciudad) out.set('ciudad', s.ciudad);
  if (s.calificacion !== undefined) out.set('calificacion', String(s.calificacion));
  if (s.verificados) out.set('verificados', '1');
  if (s.orden !== 'relevancia') out.set('orden', s.orden);
  if (s.page > 1) out.set('page', String(s.page));
  return out;
}

export function toListQuery(s: DirectorioState): EmprendimientoListQuery {
  return {
    nombre: s.q || undefined,
    idRubro: s.rubro,
    idProvincia: s.provincia,
    ciudad: s.ciudad || undefined,
    calificacionMinima: s.calificacion,
    verificado: s.verificados ? true : undefined,
    orden: s.orden,
    page: s.page - 1,
    size: DIRECTORIO_PAGE_SIZE,
  };
}

/** The filters that narrow the list (the sort order is not one). */
export function activeFilterCount(s: DirectorioState): number {
  return [
    s.q !== '',
    s.rubro !== undefined,
    s.provincia !== undefined,
    s.ciudad !== '',
    s.calificacion !== undefined,
    s.verificados,
  ].filter(Boolean).length;
}

/** 'Limpiar filtros' keeps the sort order. */
export function clearFilters(s: DirectorioState): DirectorioState {
  return {
    q: '',
    rubro: undefined,
    provincia: undefined,
    ciudad: '',
    calificacion: undefined,
    verificados: false,
    orden: s.orden,
    page: 1,
  };
}
