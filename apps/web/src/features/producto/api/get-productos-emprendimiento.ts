import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_TIMINGS, producto } from '@feria/contracts';
import type { Producto } from '@feria/contracts';
import { z } from 'zod';
import { PUBLIC_BASE, apiRequest } from '../../../lib/api-client';

const productos = z.array(producto);

/** spec §7.8: GET productos/misProductos/{idEmprendimiento}, for "Más productos de {tienda}". */
export function fetchProductosEmprendimiento(idEmprendimiento: string, signal?: AbortSignal): Promise<Producto[]> {
  return apiRequest(`${PUBLIC_BASE}/productos/misProductos/${encodeURIComponent(idEmprendimiento)}`, {
    schema: productos,
    errorMessage: 'Error al obtener los productos del emprendimiento',
    signal,
  });
}

export const productosEmprendimientoQueryOptions = (idEmprendimiento: string) =>
  queryOptions({
    queryKey: ['productos', 'emprendimiento', idEmprendimiento],
    queryFn: ({ signal }) => fetchProductosEmprendimiento(idEmprendimiento, signal),
    staleTime: QUERY_TIMINGS.productsStaleMs,
  });

export function useProductosEmprendimiento(idEmprendimiento: string | undefined) {
  return useQuery({
    ...productosEmprendimientoQueryOptions(idEmprendimiento ?? ''),
    enabled: Boolean(idEmprendimiento),
  });
}
