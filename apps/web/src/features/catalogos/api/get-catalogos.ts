import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogo, MENSAJES_CATALOGO } from '@feria/contracts';
import type { Catalogo } from '@feria/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGOS_BASE, catalogoKeys } from './catalogo-keys';

const lista = z.array(catalogo);

/** spec §7.5: GET catalogos/{idEmprendimiento}, enabled and disabled. */
export function fetchCatalogos(idEmprendimiento: string, signal?: AbortSignal): Promise<Catalogo[]> {
  return apiRequest(`${CATALOGOS_BASE}/${encodeURIComponent(idEmprendimiento)}`, {
    schema: lista,
    errorMessage: MENSAJES_CATALOGO.obtener,
    signal,
  });
}

export const catalogosQueryOptions = (idEmprendimiento: string) =>
  queryOptions({
    queryKey: catalogoKeys.lista(idEmprendimiento),
    queryFn: ({ signal }) => fetchCatalogos(idEmprendimiento, signal),
  });

export function useCatalogos(idEmprendimiento: string) {
  return useQuery(catalogosQueryOptions(idEmprendimiento));
}
