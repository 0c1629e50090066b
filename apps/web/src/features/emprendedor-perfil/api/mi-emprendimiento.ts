import { queryOptions, useQuery } from '@tanstack/react-query';
import { emprendimientoPrivado, MENSAJES, type EmprendimientoPrivado } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { EMPRENDIMIENTOS_PATH, emprendimientoKeys } from './emprendimiento-keys';

/** GET /{userId} (spec §7.2): the caller's own emprendimiento, with bank data and review state. */
export function fetchMiEmprendimiento(userId: string, signal?: AbortSignal): Promise<EmprendimientoPrivado> {
  return apiRequest(`${EMPRENDIMIENTOS_PATH}/${encodeURIComponent(userId)}`, {
    schema: emprendimientoPrivado,
    errorMessage: MENSAJES.emprendimientoNoEncontrado,
    signal,
  });
}

export function miEmprendimientoQueryOptions(userId: string) {
  return queryOptions({
    queryKey: emprendimientoKeys.propio(userId),
    queryFn: ({ signal }) => fetchMiEmprendimiento(userId, signal),
  });
}

export function useMiEmprendimiento(userId: string | undefined) {
  return useQuery({ ...miEmprendimientoQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
