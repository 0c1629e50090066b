import { queryOptions } from '@tanstack/react-query';
import { QUERY_TIMINGS, productoTienda } from '@feria/contracts';
import type { ProductoTienda } from '@feria/contracts';
import { z } from 'zod';
import { PUBLIC_BASE, apiRequest } from '../../../lib/api-client';

const productos = z.array(productoTienda);

/** spec §7.8: GET tienda/productos/obtenerProductos/{id}. */
export function fetchTiendaProductos(id: string, signal?: AbortSignal): Promise<ProductoTienda[]> {
  return apiRequest(`${PUBLIC_BASE}/tienda/productos/obtenerProductos/${encodeURIComponent(id)}`, {
    schema: productos,
    errorMessage: 'Error al obtener los productos de la tienda',
    signal,
  });
}

export const tiendaProductosQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['tienda', id, 'productos'],
    queryFn: ({ signal }) => fetchTiendaProductos(id, signal),
    staleTime: QUERY_TIMINGS.productsStaleMs,
  });
