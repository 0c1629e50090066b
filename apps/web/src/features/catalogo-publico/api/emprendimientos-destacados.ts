import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { emprendimientoPublico, type EmprendimientoPublico } from '@feria/contracts';
import { apiRequest, PUBLIC_BASE } from '../../../lib/api-client';
import { catalogoPublicoKeys } from './query-keys';

const destacadosList = z.array(emprendimientoPublico);

/** spec §7.4 / §7.8: GET emprendimientos/destacados. */
export function fetchEmprendimientosDestacados(signal?: AbortSignal): Promise<EmprendimientoPublico[]> {
  return apiRequest(`${PUBLIC_BASE}/emprendimientos/destacados`, {
    schema: destacadosList,
    errorMessage: 'No se pudieron cargar los emprendimientos destacados.',
    signal,
  });
}

export function emprendimientosDestacadosQueryOptions() {
  return queryOptions({
    queryKey: catalogoPublicoKeys.destacados(),
    queryFn: ({ signal }) => fetchEmprendimientosDestacados(signal),
  });
}

export function useEmprendimientosDestacados() {
  return useQuery(emprendimientosDestacadosQueryOptions());
}
