import type { EstadoCupon, EstadoDescuento, TipoPromocion } from '@feria/contracts';

// The list filters of both tabs (docs/producto/entidades.md: busqueda, tipo, estado, fechaInicio, fechaFin).

export interface FiltrosPromocion {
  busqueda: string;
  tipo: TipoPromocion | '';
  estado: EstadoDescuento | EstadoCupon | '';
  /** 'YYYY-MM-DD' or ''. */
  fechaInicio: string;
  fechaFin: string;
}

export const SIN_FILTROS: FiltrosPromocion = { busqueda: '', tipo: '', estado: '', fechaInicio: '', fechaFin: '' };

export const hayFiltros = (f: FiltrosPromocion) =>
  Boolean(f.busqueda.trim() || f.tipo || f.estado || f.fechaInicio || f.fechaFin);

/** 'Hasta' before 'Desde': the range is not sent until it is fixed. */
export const fechasAlReves = (f: FiltrosPromocion) =>
  Boolean(f.fechaInicio && f.fechaFin && f.fechaInicio > f.fechaFin);

/** The query the server gets: empty filters left out, an inverted range too. */
export function queryDeFiltros(f: FiltrosPromocion) {
  const busqueda = f.busqueda.trim();
  const fechas = fechasAlReves(f)
    ? {}
    : { ...(f.fechaInicio ? { fechaInicio: f.fechaInicio } : {}), ...(f.fechaFin ? { fechaFin: f.fechaFin } : {}) };
  return {
    ...(busqueda ? { busqueda } : {}),
    ...(f.tipo ? { tipo: f.tipo } : {}),
    ...(f.estado ? { estado: f.estado } : {}),
    ...fechas,
  };
}
