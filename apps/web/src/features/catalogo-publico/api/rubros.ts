import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MENSAJES, rubro, type Rubro } from '@feria/contracts';
import { apiRequest, PUBLIC_BASE } from '../../../lib/api-client';
import { catalogoPublicoKeys } from './query-keys';

const rubrosList = z.array(rubro);

/** GET rubros (spec §7.1 helper area /rubros). */
export function fetchRubros(signal?: AbortSignal): Promise<Rubro[]> {
  return apiRequest(`${PUBLIC_BASE}/rubros`, {
    schema: rubrosList,
    errorMessage: MENSAJES.categoriasNoCargadas, // spec §5: 'No se pudieron cargar las categorías.'
    signal,
  });
}

export function rubrosQueryOptions() {
  return queryOptions({
    queryKey: catalogoPublicoKeys.rubros(),
    queryFn: ({ signal }) => fetchRubros(signal),
  });
}

export function useRubros() {
  return useQuery(rubrosQueryOptions());
}
