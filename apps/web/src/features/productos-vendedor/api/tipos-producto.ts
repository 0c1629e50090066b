import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { tipoProductoListItem, type TipoProductoListItem } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { PRODUCTOS_PATH, productosVendedorKeys } from './productos-keys';

const lista = z.array(tipoProductoListItem);

/** GET /tipos: the product types a seller can choose (spec §3 "Product type: id, nombre"). */
export function fetchTiposProducto(signal?: AbortSignal): Promise<TipoProductoListItem[]> {
  return apiRequest(`${PRODUCTOS_PATH}/tipos`, {
    schema: lista,
    errorMessage: 'No se pudieron cargar los tipos de producto.',
    signal,
  });
}

export function tiposProductoQueryOptions() {
  return queryOptions({
    queryKey: productosVendedorKeys.tipos(),
    queryFn: ({ signal }) => fetchTiposProducto(signal),
    // Reference list: changes only with a deploy.
    staleTime: 30 * 60 * 1000,
  });
}

export function useTiposProducto() {
  return useQuery(tiposProductoQueryOptions());
}
