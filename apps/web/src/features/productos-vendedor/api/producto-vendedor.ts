import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENSAJES, productoVendedor, type ProductoVendedor } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { enc, PRODUCTOS_PATH, productosVendedorKeys } from './productos-keys';

/** GET /{id}: one of the seller's own products with its images (another seller's id answers 404). */
export function fetchProductoVendedor(id: string, signal?: AbortSignal): Promise<ProductoVendedor> {
  return apiRequest(`${PRODUCTOS_PATH}/${enc(id)}`, {
    schema: productoVendedor,
    errorMessage: MENSAJES.productoNoEncontrado,
    signal,
  });
}

export function productoVendedorQueryOptions(id: string) {
  return queryOptions({
    queryKey: productosVendedorKeys.detalle(id),
    queryFn: ({ signal }) => fetchProductoVendedor(id, signal),
  });
}

/** For the edit form: always fetched again on mount, so the form never starts from an older copy. */
export function useProductoVendedor(id: string | undefined) {
  return useQuery({ ...productoVendedorQueryOptions(id ?? ''), enabled: Boolean(id), refetchOnMount: 'always' });
}
