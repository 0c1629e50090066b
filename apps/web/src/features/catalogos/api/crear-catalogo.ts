import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogo, MENSAJES_CATALOGO } from '@feria/contracts';
import type { Catalogo, CatalogoInput } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGOS_BASE, catalogoKeys, reemplazarEnLista } from './catalogo-keys';

/** spec §7.5: POST catalogos/{idEmprendimiento} with the catalog data (409 when the name is taken). */
export function crearCatalogo(idEmprendimiento: string, input: CatalogoInput): Promise<Catalogo> {
  return apiRequest(`${CATALOGOS_BASE}/${encodeURIComponent(idEmprendimiento)}`, {
    method: 'POST',
    body: input,
    schema: catalogo,
    errorMessage: MENSAJES_CATALOGO.crear,
  });
}

export function useCrearCatalogo(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CatalogoInput) => crearCatalogo(idEmprendimiento, input),
    onSuccess: (nuevo) => {
      reemplazarEnLista(client, idEmprendimiento, nuevo);
      return client.invalidateQueries({ queryKey: catalogoKeys.lista(idEmprendimiento) });
    },
  });
}
