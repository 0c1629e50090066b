import { queryOptions } from '@tanstack/react-query';
import { MENSAJES_APARIENCIA, apariencia } from '@feria/contracts';
import type { Apariencia } from '@feria/contracts';
import { PUBLIC_BASE, apiRequest } from '../../../lib/api-client';

/** spec §7.8: GET tienda/{id}/apariencia. */
export function fetchApariencia(id: string, signal?: AbortSignal): Promise<Apariencia> {
  return apiRequest(`${PUBLIC_BASE}/tienda/${encodeURIComponent(id)}/apariencia`, {
    schema: apariencia,
    errorMessage: MENSAJES_APARIENCIA.obtener,
    signal,
  });
}

export const aparienciaQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['tienda', id, 'apariencia'], queryFn: ({ signal }) => fetchApariencia(id, signal) });
