import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENSAJES_PRODUCTO, productoVendedor, type ProductoInputParsed, type ProductoVendedor } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { enc, PRODUCTOS_PATH, productosVendedorKeys } from './productos-keys';

/** POST /?idEmprendimiento= with the spec §3 payload → 201 with the new product. */
export function crearProducto(idEmprendimiento: string, input: ProductoInputParsed): Promise<ProductoVendedor> {
  return apiRequest(PRODUCTOS_PATH, {
    method: 'POST',
    query: { idEmprendimiento },
    body: input,
    schema: productoVendedor,
    errorMessage: MENSAJES_PRODUCTO.errorCrearProducto,
  });
}

/** PUT /{id}: the product id (not the emprendimiento id spec §7.4 flags as odd). */
export function actualizarProducto(id: string, input: ProductoInputParsed): Promise<ProductoVendedor> {
  return apiRequest(`${PRODUCTOS_PATH}/${enc(id)}`, {
    method: 'PUT',
    body: input,
    schema: productoVendedor,
    errorMessage: 'No pudimos guardar los cambios del producto',
  });
}

/** Create (no id) or update (id); lists, suggestions and the product itself follow the answer. */
export function useGuardarProducto(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProductoInputParsed }) => (id ? actualizarProducto(id, input) : crearProducto(idEmprendimiento, input)),
    onSuccess: async (saved) => {
      client.setQueryData(productosVendedorKeys.detalle(saved.id), saved);
      await client.invalidateQueries({ queryKey: productosVendedorKeys.all, predicate: (q) => q.queryKey[1] !== 'detalle' });
    },
  });
}
