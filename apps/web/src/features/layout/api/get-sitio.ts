import { queryOptions, useQuery } from '@tanstack/react-query';
import { RUTA_SITIO, type Sitio } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Checked by hand rather than with the zod schema: the footer is on the start-up path and zod is not. */
export async function getSitio(signal?: AbortSignal): Promise<Sitio> {
  return sitioDe(await apiRequest<unknown>(RUTA_SITIO, { signal }));
}

/** The answer of RUTA_SITIO as the footer keeps it (also the server render's read, app/primeras-lecturas.ts). */
export function sitioDe(body: unknown): Sitio {
  const demo = body && typeof body === 'object' ? (body as { demo?: unknown }).demo : undefined;
  return { demo: demo === true };
}

export const sitioQuery = queryOptions({
  queryKey: ['sitio'],
  queryFn: ({ signal }) => getSitio(signal),
  staleTime: Infinity,
});

/** Whether the catalogue is the seeded demo data (the footer labels it). */
export function useSitio() {
  return useQuery(sitioQuery);
}
