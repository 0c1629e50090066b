import { queryOptions } from '@tanstack/react-query';
import { MENSAJES_CATALOGO, catalogoTienda } from '@feria/contracts';
import type { CatalogoTienda } from '@feria/contracts';
import { z } from 'zod';
import { PUBLIC_BASE, apiRequest } from '../../../lib/api-client';

const catalogos = z.array(catalogoTienda);

/** spec §7.8: GET tienda/catalogos/{id} (enabled catalogs with their product ids). */
export function fetchTiendaCatalogos(id: string, signal?: AbortSignal): Promise<CatalogoTienda[]> {
  return apiRequest(`${PUBLIC_BASE}/tienda/catalogos/${encodeURIComponent(id)}`, {
    schema: catalogos,
    errorMessage: MENSAJES_CATALOGO.obtener,
    signal,
  });
}

export const tiendaCatalogosQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['tienda', id, 'catalogos'], queryFn: ({ signal }) => fetchTiendaCatalogos(id, signal) });
