import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENSAJES_CATALOGO } from '@feria/contracts';
import type { Catalogo } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGOS_BASE, catalogoKeys } from './catalogo-keys';

/** spec §7.5: DELETE catalogos/{idCatalogo} (204). */
export function eliminarCatalogo(idCatalogo: number): Promise<void> {
  return apiRequest<void>(`${CATALOGOS_BASE}/${idCatalogo}`, { method: 'DELETE', errorMessage: MENSAJES_CATALOGO.eliminar });
}

/** spec §4.8: deleting removes the catalog and its cached products. */
export function useEliminarCatalogo(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idCatalogo: number) => eliminarCatalogo(idCatalogo),
    onSuccess: (_, idCatalogo) => {
      client.setQueryData<Catalogo[]>(catalogoKeys.lista(idEmprendimiento), (lista) => lista?.filter((c) => c.idCatalogo !== idCatalogo));
      client.removeQueries({ queryKey: catalogoKeys.productos(idCatalogo) });
      return Promise.all([
        client.invalidateQueries({ queryKey: catalogoKeys.lista(idEmprendimiento) }),
        client.invalidateQueries({ queryKey: catalogoKeys.misProductos(idEmprendimiento) }),
      ]);
    },
  });
}
