import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { direccionesApi as api, type DireccionGuardadaInput } from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';

// The buyer's saved addresses (docs/producto/direcciones.md): calls and keys from contracts `direccionesApi`.
// Every write refreshes the list, since a change of one address can move the default of another.

const lista = () => consulta(api.listar, {});

export function useDirecciones() {
  return useQuery(lista());
}

function useRefrescar() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [api.listar.recurso] });
}

/** Create (POST, no id) or update (PUT, id). */
export function useGuardarDireccion() {
  const refrescar = useRefrescar();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: DireccionGuardadaInput }) =>
      id ? llamar(api.actualizar, { params: { id }, body: input }) : llamar(api.crear, { body: input }),
    onSuccess: refrescar,
  });
}

/** 'Usar como predeterminada' (docs/producto/direcciones.md#predeterminada): the answer is the whole list. */
export function usePredeterminarDireccion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => llamar(api.predeterminar, { params: { id } }),
    onSuccess: (direcciones) => client.setQueryData(lista().queryKey, direcciones),
  });
}

export function useEliminarDireccion() {
  const refrescar = useRefrescar();
  return useMutation({
    mutationFn: (id: string) => llamar(api.eliminar, { params: { id } }),
    onSuccess: refrescar,
  });
}
