import { queryOptions } from '@tanstack/react-query';
import { MENSAJES, emprendimientoPublico } from '@feria/contracts';
import type { EmprendimientoPublico } from '@feria/contracts';
import { PUBLIC_BASE, apiRequest } from '../../../lib/api-client';

/** spec §7.8: GET tienda/{id} (404 when the shop is not public). */
export function fetchTienda(id: string, signal?: AbortSignal): Promise<EmprendimientoPublico> {
  return apiRequest(`${PUBLIC_BASE}/tienda/${encodeURIComponent(id)}`, {
    schema: emprendimientoPublico,
    errorMessage: MENSAJES.tiendaNoEncontrada,
    signal,
  });
}

export const tiendaQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['tienda', id], queryFn: ({ signal }) => fetchTienda(id, signal) });
