import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { productoVendedor, type ProductoVendedor } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { enc, PRODUCTOS_PATH, productosVendedorKeys } from './productos-keys';

const lista = z.array(productoVendedor);

/** GET misProductos/{idEmprendimiento}: every product of the shop, enabled and disabled, newest first. */
export function fetchMisProductos(idEmprendimiento: string, signal?: AbortSignal): Promise<ProductoVendedor[]> {
  return apiRequest(`${PRODUCTOS_PATH}/misProductos/${enc(idEmprendimiento)}`, {
    schema: lista,
    errorMessage: 'No pudimos cargar tus productos',
    signal,
  });
}

export function misProductosQueryOptions(idEmprendimiento: string) {
  return queryOptions({
    queryKey: productosVendedorKeys.lista(idEmprendimiento),
    queryFn: ({ signal }) => fetchMisProductos(idEmprendimiento, signal),
  });
}

export function useMisProductos(idEmprendimiento: string) {
  return useQuery(misProductosQueryOptions(idEmprendimiento));
}
