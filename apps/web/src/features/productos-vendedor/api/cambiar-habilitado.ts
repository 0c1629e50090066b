import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productoVendedor, type ProductoVendedor } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { enc, PRODUCTOS_PATH, productosVendedorKeys } from './productos-keys';

/** PATCH habilitar/{id} or deshabilitar/{id} (spec §7.4, §4.8 "Product enable/disable"). */
export function cambiarHabilitado(id: string, habilitado: boolean): Promise<ProductoVendedor> {
  return apiRequest(`${PRODUCTOS_PATH}/${habilitado ? 'habilitar' : 'deshabilitar'}/${enc(id)}`, {
    method: 'PATCH',
    schema: productoVendedor,
    errorMessage: 'No pudimos cambiar el estado del producto',
  });
}

type Lista = ProductoVendedor[] | undefined;
const conEstado = (lista: Lista, id: string, habilitado: boolean): Lista => lista?.map((p) => (p.id === id ? { ...p, habilitado } : p));

/**
 * The quick switch of 'Consultar Productos': the list changes at once and goes back if the server
 * refuses (the caller shows the error).
 */
export function useCambiarHabilitado(idEmprendimiento: string) {
  const client = useQueryClient();
  const key = productosVendedorKeys.lista(idEmprendimiento);
  return useMutation({
    mutationFn: ({ producto, habilitado }: { producto: ProductoVendedor; habilitado: boolean }) => cambiarHabilitado(producto.id, habilitado),
    onMutate: async ({ producto, habilitado }) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<ProductoVendedor[]>(key, (lista) => conEstado(lista, producto.id, habilitado));
    },
    onError: (_e, { producto }) => {
      client.setQueryData<ProductoVendedor[]>(key, (lista) => conEstado(lista, producto.id, producto.habilitado));
    },
    onSuccess: (saved) => {
      client.setQueryData<ProductoVendedor[]>(key, (lista) => lista?.map((p) => (p.id === saved.id ? saved : p)));
      client.setQueryData(productosVendedorKeys.detalle(saved.id), saved);
    },
  });
}
