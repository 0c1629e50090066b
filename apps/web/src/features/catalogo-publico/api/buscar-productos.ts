import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productoPage, QUERY_TIMINGS, type ProductoPage, type ProductoSearchQuery } from '@feria/contracts';
import { apiRequest, PUBLIC_BASE } from '../../../lib/api-client';
import { catalogoPublicoKeys } from './query-keys';

/** spec §7.4: GET productos/buscar (nombre, page, size, precioMin, precioMax, idTipoProducto) → page. */
export function fetchBuscarProductos(params: ProductoSearchQuery, signal?: AbortSignal): Promise<ProductoPage> {
  return apiRequest(`${PUBLIC_BASE}/productos/buscar`, {
    query: { ...params },
    schema: productoPage,
    errorMessage: 'No se pudieron cargar los productos.',
    signal,
  });
}

export function buscarProductosQueryOptions(params: ProductoSearchQuery) {
  return queryOptions({
    queryKey: catalogoPublicoKeys.buscarProductos(params),
    queryFn: ({ signal }) => fetchBuscarProductos(params, signal),
    staleTime: QUERY_TIMINGS.productsStaleMs,
    // Paging or refining keeps the previous results on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useBuscarProductos(params: ProductoSearchQuery) {
  return useQuery(buscarProductosQueryOptions(params));
}
