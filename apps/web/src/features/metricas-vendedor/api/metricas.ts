import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { metricasApi, QUERY_TIMINGS, type PeriodoMetricas } from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';

/** The shop's metrics for a period; docs/producto/precios.md statistics stale 2 min (the live channel refreshes them on each sale change). */
export function useMetricas(emprendimientoId: string, periodo: PeriodoMetricas) {
  return useQuery({
    ...consulta(metricasApi.obtener, { params: { emprendimientoId }, query: { periodo } }),
    staleTime: QUERY_TIMINGS.statsStaleMs,
    placeholderData: keepPreviousData,
  });
}
