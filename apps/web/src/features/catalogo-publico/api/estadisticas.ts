import { queryOptions, useQuery } from '@tanstack/react-query';
import { estadisticas, QUERY_TIMINGS, type Estadisticas } from '@feria/contracts';
import { apiRequest, PUBLIC_BASE } from '../../../lib/api-client';
import { catalogoPublicoKeys } from './query-keys';

/** GET estadisticas: the home "estadísticas" section (spec §2.4). */
export function fetchEstadisticas(signal?: AbortSignal): Promise<Estadisticas> {
  return apiRequest(`${PUBLIC_BASE}/estadisticas`, {
    schema: estadisticas,
    errorMessage: 'No se pudieron cargar las estadísticas.',
    signal,
  });
}

export function estadisticasQueryOptions() {
  return queryOptions({
    queryKey: catalogoPublicoKeys.estadisticas(),
    queryFn: ({ signal }) => fetchEstadisticas(signal),
    staleTime: QUERY_TIMINGS.statsStaleMs, // spec §9: statistics stale 2 min
  });
}

export function useEstadisticas() {
  return useQuery(estadisticasQueryOptions());
}
