import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { emprendimientoPublico, type EmprendimientoPublico, type EmprendimientoSearchQuery } from '@feria/contracts';
import { apiRequest, PUBLIC_BASE } from '../../../lib/api-client';
import { catalogoPublicoKeys } from './query-keys';

const emprendimientosList = z.array(emprendimientoPublico);

/** spec §7.4: GET emprendimientos/buscar (nombre, idRubro). */
export function fetchBuscarEmprendimientos(params: EmprendimientoSearchQuery, signal?: AbortSignal): Promise<EmprendimientoPublico[]> {
  return apiRequest(`${PUBLIC_BASE}/emprendimientos/buscar`, {
    query: { ...params },
    schema: emprendimientosList,
    errorMessage: 'No se pudieron cargar los emprendimientos.',
    signal,
  });
}

export function buscarEmprendimientosQueryOptions(params: EmprendimientoSearchQuery) {
  return queryOptions({
    queryKey: catalogoPublicoKeys.buscarEmprendimientos(params),
    queryFn: ({ signal }) => fetchBuscarEmprendimientos(params, signal),
  });
}

/** `params: null` means there is nothing to look for (no text, no rubro): no request is made. */
export function useBuscarEmprendimientos(params: EmprendimientoSearchQuery | null) {
  return useQuery({ ...buscarEmprendimientosQueryOptions(params ?? {}), enabled: params !== null });
}
