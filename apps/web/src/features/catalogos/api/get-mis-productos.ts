import { queryOptions, useQuery } from '@tanstack/react-query';
import { productoVendedor } from '@feria/contracts';
import type { ProductoVendedor } from '@feria/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { PRODUCTOS_VENDEDOR_BASE, catalogoKeys } from './catalogo-keys';

const lista = z.array(productoVendedor);

/** spec §7.4: GET productos/misProductos/{idEmprendimiento}: every product of the shop, enabled or not. */
export function fetchMisProductos(idEmprendimiento: string, signal?: AbortSignal): Promise<ProductoVendedor[]> {
  return apiRequest(`${PRODUCTOS_VENDEDOR_BASE}/misProductos/${encodeURIComponent(idEmprendimiento)}`, {
    schema: lista,
    errorMessage: 'Error al obtener tus productos',
    signal,
  });
}

// Products change on another page (Cargar Producto); read them fresh whenever a page opens.
export const misProductosQueryOptions = (idEmprendimiento: string) =>
  queryOptions({
    queryKey: catalogoKeys.misProductos(idEmprendimiento),
    queryFn: ({ signal }) => fetchMisProductos(idEmprendimiento, signal),
    staleTime: 0,
  });

export function useMisProductos(idEmprendimiento: string) {
  return useQuery(misProductosQueryOptions(idEmprendimiento));
}
