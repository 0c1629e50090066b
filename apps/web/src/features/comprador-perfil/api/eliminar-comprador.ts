import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { COMPRADORES_PATH, compradorKeys } from './comprador-keys';

/** DELETE /{id} (spec §7.3): soft delete, the account becomes inactive (204). */
export function eliminarComprador(id: string): Promise<void> {
  return apiRequest<void>(`${COMPRADORES_PATH}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    errorMessage: 'No pudimos eliminar tu cuenta',
  });
}

export function useEliminarComprador() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eliminarComprador,
    onSuccess: () => client.removeQueries({ queryKey: compradorKeys.all }),
  });
}
