import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENSAJES_CATALOGO, productoVendedor } from '@feria/contracts';
import type { ProductoVendedor } from '@feria/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGOS_BASE, catalogoKeys } from './catalogo-keys';

const lista = z.array(productoVendedor);

/** spec §7.5: GET catalogos/{id}/productos. */
export function fetchProductosCatalogo(idCatalogo: number, signal?: AbortSignal): Promise<ProductoVendedor[]> {
  return apiRequest(`${CATALOGOS_BASE}/${idCatalogo}/productos`, {
    schema: lista,
    errorMessage: MENSAJES_CATALOGO.obtenerProductos,
    signal,
  });
}

export const productosCatalogoQueryOptions = (idCatalogo: number) =>
  queryOptions({
    queryKey: catalogoKeys.productos(idCatalogo),
    queryFn: ({ signal }) => fetchProductosCatalogo(idCatalogo, signal),
  });

export function useProductosCatalogo(idCatalogo: number) {
  return useQuery(productosCatalogoQueryOptions(idCatalogo));
}
