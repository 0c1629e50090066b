import { queryOptions, useQuery } from '@tanstack/react-query';
import { apariencia, MENSAJES_APARIENCIA } from '@feria/contracts';
import type { Apariencia } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { EMPRENDIMIENTOS_BASE, editorKeys } from './apariencia-keys';

/** spec §7.2 GET /{id}/apariencia (the §9 defaults when none is stored); spec §5: the id is required. */
export async function fetchAparienciaVendedor(idEmprendimiento: string, signal?: AbortSignal): Promise<Apariencia> {
  if (!idEmprendimiento) throw new Error(MENSAJES_APARIENCIA.sinId);
  return apiRequest(`${EMPRENDIMIENTOS_BASE}/${encodeURIComponent(idEmprendimiento)}/apariencia`, {
    schema: apariencia,
    errorMessage: MENSAJES_APARIENCIA.obtener,
    signal,
  });
}

// The editor starts from what is stored now, never from a cached copy (a catalog deleted meanwhile
// has already left catalogosSeleccionados on the server): nothing is kept once the editor closes.
export const aparienciaVendedorQueryOptions = (idEmprendimiento: string) =>
  queryOptions({
    queryKey: editorKeys.apariencia(idEmprendimiento),
    queryFn: ({ signal }) => fetchAparienciaVendedor(idEmprendimiento, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useAparienciaVendedor(idEmprendimiento: string) {
  return useQuery(aparienciaVendedorQueryOptions(idEmprendimiento));
}
