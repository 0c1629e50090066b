import { queryOptions, useQuery } from '@tanstack/react-query';
import { comprador, type Comprador } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { COMPRADORES_PATH, compradorKeys } from './comprador-keys';

/** GET /{id} with the caller's user id (spec §7.3): the API answers only the caller's own record. */
export function fetchComprador(userId: string, signal?: AbortSignal): Promise<Comprador> {
  return apiRequest(`${COMPRADORES_PATH}/${encodeURIComponent(userId)}`, {
    schema: comprador,
    errorMessage: 'No pudimos cargar tu perfil',
    signal,
  });
}

export function compradorQueryOptions(userId: string) {
  return queryOptions({
    queryKey: compradorKeys.perfil(userId),
    queryFn: ({ signal }) => fetchComprador(userId, signal),
  });
}

export function useComprador(userId: string | undefined) {
  return useQuery({ ...compradorQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
