import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ventasVendedorApi as api, type DevolucionInput } from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';

/**
 * docs/producto/devoluciones.md#el-emprendimiento PUT …/ventas/{id}/devolucion: accept, refuse or
 * receive the order's return. The answer (the order) replaces the open detail; the list, its counts
 * and the metrics refresh (a received return refunds and may cancel the order).
 */
export function useResponderDevolucion(id: string) {
  const client = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (body: DevolucionInput) => llamar(api.devolucion, { params: { id }, body }),
    onSuccess: (venta) => {
      client.setQueryData(consulta(api.obtener, { params: { id } }).queryKey, venta);
      return client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === api.listar.recurso || q.queryKey[0] === 'metricas',
      });
    },
  });
}
