import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_TIMINGS, productoImagen } from '@feria/contracts';
import type { ProductoImagen } from '@feria/contracts';
import { z } from 'zod';
import { PUBLIC_BASE, apiRequest } from '../../../lib/api-client';

const imagenes = z.array(productoImagen);

/** spec §7.4: GET public product /{id}/imagenes (sorted later, principal first then orden). */
export function fetchProductoImagenes(id: string, signal?: AbortSignal): Promise<ProductoImagen[]> {
  return apiRequest(`${PUBLIC_BASE}/productos/${encodeURIComponent(id)}/imagenes`, {
    schema: imagenes,
    errorMessage: 'Error al obtener las imágenes del producto',
    signal,
  });
}

export const productoImagenesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['producto', id, 'imagenes'],
    queryFn: ({ signal }) => fetchProductoImagenes(id, signal),
    staleTime: QUERY_TIMINGS.productsStaleMs,
  });

export function useProductoImagenes(id: string, enabled = true) {
  return useQuery({ ...productoImagenesQueryOptions(id), enabled });
}
