import { useMutation, useQueryClient } from '@tanstack/react-query';
import { comprador, type Comprador, type CompradorInput } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { COMPRADORES_PATH, compradorKeys } from './comprador-keys';

/** POST / (spec §7.3 register): creates the caller's buyer record. */
export function crearComprador(input: CompradorInput): Promise<Comprador> {
  return apiRequest(`${COMPRADORES_PATH}`, {
    method: 'POST',
    body: input,
    schema: comprador,
    errorMessage: 'No pudimos guardar tu perfil',
  });
}

/** PUT /{id} (spec §7.3): updates the caller's buyer record. */
export function actualizarComprador(id: string, input: CompradorInput): Promise<Comprador> {
  return apiRequest(`${COMPRADORES_PATH}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: comprador,
    errorMessage: 'No pudimos guardar los cambios',
  });
}

/** Create (no id) or update (id), then keep the cached record in step with the answer. */
export function useGuardarComprador(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CompradorInput) => (id ? actualizarComprador(id, input) : crearComprador(input)),
    onSuccess: (saved) => client.setQueryData(compradorKeys.perfil(saved.userId), saved),
  });
}
