import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { producto, QUERY_TIMINGS, type Producto } from '@feria/contracts';
import { apiRequest, PUBLIC_BASE } from '../../../lib/api-client';
import { catalogoPublicoKeys } from './query-keys';

/** Two rows of five on desktop, five rows of two on a phone. */
export const MAS_VENDIDOS_SIZE = 10;
const masVendidosList = z.array(producto);

/** spec §7.4: GET productos/mas-vendidos (public). */
export function fetchMasVendidos(size = MAS_VENDIDOS_SIZE, signal?: AbortSignal): Promise<Producto[]> {
  return apiRequest(`${PUBLIC_BASE}/productos/mas-vendidos`, {
    query: { size },
    schema: masVendidosList,
    errorMessage: 'No se pudieron cargar los productos más vendidos.',
    signal,
  });
}

export function masVendidosQueryOptions(size = MAS_VENDIDOS_SIZE) {
  return queryOptions({
    queryKey: catalogoPublicoKeys.masVendidos(size),
    queryFn: ({ signal }) => fetchMasVendidos(size, signal),
    staleTime: QUERY_TIMINGS.productsStaleMs, // spec §9: products stale 5 min
  });
}

export function useMasVendidos(size = MAS_VENDIDOS_SIZE) {
  return useQuery(masVendidosQueryOptions(size));
}
