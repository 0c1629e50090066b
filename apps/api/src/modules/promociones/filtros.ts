import { instanteDeFecha, type PromocionesQueryParsed } from '@feria/contracts';

// docs/producto/entidades.md discount list filters (busqueda, tipo, estado, fechaInicio, fechaFin), for both tabs.
// A shop has tens of promotions, not thousands: they are filtered after one read.

type Filtros = Omit<PromocionesQueryParsed, 'idEmprendimiento'>;

interface Filtrable {
  tipo: string;
  estado: string;
  fechaInicio: string | null;
  fechaFin: string | null;
  /** The texts `busqueda` looks in. */
  textos: readonly (string | null)[];
}

const plano = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether one promotion passes the filters. The date range keeps those whose validity overlaps it. */
export function pasaFiltros(p: Filtrable, f: Filtros): boolean {
  if (f.tipo && p.tipo !== f.tipo) return false;
  if (f.estado && p.estado !== f.estado) return false;
  if (f.busqueda) {
    const buscado = plano(f.busqueda);
    if (!p.textos.some((t) => t !== null && plano(t).includes(buscado))) return false;
  }
  if (f.fechaInicio && p.fechaFin && new Date(p.fechaFin) < instanteDeFecha(f.fechaInicio, 'inicio')) return false;
  if (f.fechaFin && p.fechaInicio && new Date(p.fechaInicio) > instanteDeFecha(f.fechaFin, 'fin')) return false;
  return true;
}

/** A picked date as the instant stored (null clears it). */
export const instante = (f: string | null | undefined, extremo: 'inicio' | 'fin'): Date | null =>
  f ? instanteDeFecha(f, extremo) : null;
