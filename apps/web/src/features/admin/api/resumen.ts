import { useQuery } from '@tanstack/react-query';
import { adminResumen, type AdminResumen } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_BASE, adminKeys } from './admin-keys';

/** GET /resumen: users by role, disabled users, solicitudes by estado. */
export function fetchAdminResumen(signal?: AbortSignal): Promise<AdminResumen> {
  return apiRequest(`${ADMIN_BASE}/resumen`, {
    schema: adminResumen,
    errorMessage: 'No pudimos cargar el resumen',
    signal,
  });
}

export function useAdminResumen() {
  return useQuery({ queryKey: adminKeys.resumen(), queryFn: ({ signal }) => fetchAdminResumen(signal) });
}
