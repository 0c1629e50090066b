import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENSAJES, QUERY_TIMINGS, producto } from '@feria/contracts';
import type { Producto } from '@feria/contracts';
import { PUBLIC_BASE, apiRequest } from '../../../lib/api-client';

/** spec §7.4: GET public product /{id}. */
export function fetchProducto(id: string, signal?: AbortSignal): Promise<Producto> {
  return apiRequest(`${PUBLIC_BASE}/productos/${encodeURIComponent(id)}`, {
    schema: producto,
    errorMessage: MENSAJES.productoNoEncontrado,
    signal,
  });
}

export const productoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['producto', id],
    queryFn: ({ signal }) => fetchProducto(id, signal),
    staleTime: QUERY_TIMINGS.productsStaleMs, // spec §9: products stale 5 min
  });

export function useProducto(id: string, enabled = true) {
  return useQuery({ ...productoQueryOptions(id), enabled });
}
