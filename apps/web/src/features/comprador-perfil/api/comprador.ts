import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { compradorApi as api, type CompradorInput } from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';

// The buyer's own record (docs/producto/api.md#comprador): calls and keys from contracts `compradorApi` (decision 026);
// `{id}` is the caller's user id, the API answers only the caller's own record.

const perfil = (userId: string) => consulta(api.obtener, { params: { id: userId } });

export function useComprador(userId: string | undefined) {
  return useQuery({ ...perfil(userId ?? ''), enabled: Boolean(userId) });
}

/** Create (POST, no id) or update (PUT, id), then keep the cached record in step with the answer. */
export function useGuardarComprador(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CompradorInput) =>
      id ? llamar(api.actualizar, { params: { id }, body: input }) : llamar(api.crear, { body: input }),
    onSuccess: (saved) => client.setQueryData(perfil(saved.userId).queryKey, saved),
  });
}

/** DELETE (docs/producto/api.md#comprador): soft delete, the account becomes inactive (204). */
export function useEliminarComprador() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => llamar(api.eliminar, { params: { id } }),
    onSuccess: () => client.removeQueries({ queryKey: [api.obtener.recurso] }),
  });
}
