import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductoVendedor } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { enc, PRODUCTOS_PATH, productosVendedorKeys } from './productos-keys';

/** DELETE /{id} → 204: soft delete (eliminado), the product also leaves its catalogs. */
export function eliminarProducto(id: string): Promise<void> {
  return apiRequest(`${PRODUCTOS_PATH}/${enc(id)}`, { method: 'DELETE', errorMessage: 'No pudimos eliminar el producto' });
}

export function useEliminarProducto(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (producto: ProductoVendedor) => eliminarProducto(producto.id),
    onSuccess: async (_r, producto) => {
      client.setQueryData<ProductoVendedor[]>(productosVendedorKeys.lista(idEmprendimiento), (lista) => lista?.filter((p) => p.id !== producto.id));
      client.removeQueries({ queryKey: productosVendedorKeys.detalle(producto.id) });
      await client.invalidateQueries({ queryKey: productosVendedorKeys.all });
    },
  });
}
