import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { QUERY_TIMINGS, tipoProductoListItem, type TipoProductoListItem } from '@feria/contracts';
import { apiRequest, PUBLIC_BASE } from '../../../lib/api-client';
import { catalogoPublicoKeys } from './query-keys';

const tiposList = z.array(tipoProductoListItem);

/** spec §7.4: GET productos/tipos. */
export function fetchTiposProducto(signal?: AbortSignal): Promise<TipoProductoListItem[]> {
  return apiRequest(`${PUBLIC_BASE}/productos/tipos`, {
    schema: tiposList,
    errorMessage: 'No se pudieron cargar los tipos de producto.',
    signal,
  });
}

export function tiposProductoQueryOptions() {
  return queryOptions({
    queryKey: catalogoPublicoKeys.tiposProducto(),
    queryFn: ({ signal }) => fetchTiposProducto(signal),
    staleTime: QUERY_TIMINGS.productsStaleMs,
  });
}

export function useTiposProducto() {
  return useQuery(tiposProductoQueryOptions());
}
