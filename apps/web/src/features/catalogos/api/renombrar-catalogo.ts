import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogo, MENSAJES_CATALOGO } from '@feria/contracts';
import type { Catalogo, CatalogoInput } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGOS_BASE, catalogoKeys, reemplazarEnLista } from './catalogo-keys';

/** spec §7.5: PUT catalogos/{idCatalogo}/actualizarDatos. */
export function renombrarCatalogo(idCatalogo: number, input: CatalogoInput): Promise<Catalogo> {
  return apiRequest(`${CATALOGOS_BASE}/${idCatalogo}/actualizarDatos`, {
    method: 'PUT',
    body: input,
    schema: catalogo,
    errorMessage: MENSAJES_CATALOGO.actualizar,
  });
}

export function useRenombrarCatalogo(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idCatalogo, nombre }: { idCatalogo: number; nombre: string }) => renombrarCatalogo(idCatalogo, { nombre }),
    onSuccess: (actualizado) => {
      reemplazarEnLista(client, idEmprendimiento, actualizado);
      return client.invalidateQueries({ queryKey: catalogoKeys.lista(idEmprendimiento) });
    },
  });
}
