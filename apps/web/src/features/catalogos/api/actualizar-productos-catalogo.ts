import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENSAJES_CATALOGO, productoVendedor } from '@feria/contracts';
import type { ProductoVendedor } from '@feria/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGOS_BASE, catalogoKeys } from './catalogo-keys';

const lista = z.array(productoVendedor);

/** spec §7.5: POST catalogos/{id}/actualizar-productos with every product id the catalog keeps. */
export function actualizarProductosCatalogo(idCatalogo: number, productosIds: string[]): Promise<ProductoVendedor[]> {
  return apiRequest(`${CATALOGOS_BASE}/${idCatalogo}/actualizar-productos`, {
    method: 'POST',
    body: productosIds,
    schema: lista,
    errorMessage: MENSAJES_CATALOGO.actualizarProductos,
  });
}

/** spec §4.8: updating a catalog's products clears its cached products (and the counts that depend on them). */
export function useActualizarProductosCatalogo(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idCatalogo, productosIds }: { idCatalogo: number; productosIds: string[] }) =>
      actualizarProductosCatalogo(idCatalogo, productosIds),
    onSuccess: (_, { idCatalogo }) => {
      client.removeQueries({ queryKey: catalogoKeys.productos(idCatalogo) });
      return Promise.all([
        client.invalidateQueries({ queryKey: catalogoKeys.lista(idEmprendimiento) }),
        client.invalidateQueries({ queryKey: catalogoKeys.misProductos(idEmprendimiento) }),
      ]);
    },
  });
}
