import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { provincia, type Provincia } from '@feria/contracts';
import { apiRequest, PUBLIC_BASE } from '../../../lib/api-client';
import { catalogoPublicoKeys } from './query-keys';

const provinciasList = z.array(provincia);

/** GET provincias (spec §7.1 helper area /provincias): the selects of the profile forms. */
export function fetchProvincias(signal?: AbortSignal): Promise<Provincia[]> {
  return apiRequest(`${PUBLIC_BASE}/provincias`, {
    schema: provinciasList,
    errorMessage: 'No se pudieron cargar las provincias.',
    signal,
  });
}

export function provinciasQueryOptions() {
  return queryOptions({
    queryKey: catalogoPublicoKeys.provincias(),
    queryFn: ({ signal }) => fetchProvincias(signal),
    staleTime: Infinity, // reference data: the 24 provinces do not change while the app is open
  });
}

export function useProvincias() {
  return useQuery(provinciasQueryOptions());
}
