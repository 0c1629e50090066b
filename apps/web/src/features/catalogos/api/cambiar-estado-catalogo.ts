import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogo, MENSAJES_CATALOGO } from '@feria/contracts';
import type { Catalogo } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGOS_BASE, catalogoKeys, reemplazarEnLista } from './catalogo-keys';

/** spec §7.5: PATCH catalogos/habilitar/{id} or catalogos/deshabilitar/{id}. */
export function cambiarEstadoCatalogo(idCatalogo: number, habilitar: boolean): Promise<Catalogo> {
  return apiRequest(`${CATALOGOS_BASE}/${habilitar ? 'habilitar' : 'deshabilitar'}/${idCatalogo}`, {
    method: 'PATCH',
    schema: catalogo,
    errorMessage: MENSAJES_CATALOGO.cambiarEstado,
  });
}

/** spec §4.8: enabling or disabling moves the catalog between the lists (they derive from `habilitado`). */
export function useCambiarEstadoCatalogo(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idCatalogo, habilitar }: { idCatalogo: number; habilitar: boolean }) => cambiarEstadoCatalogo(idCatalogo, habilitar),
    onSuccess: (actualizado) => {
      reemplazarEnLista(client, idEmprendimiento, actualizado);
      return client.invalidateQueries({ queryKey: catalogoKeys.lista(idEmprendimiento) });
    },
  });
}
