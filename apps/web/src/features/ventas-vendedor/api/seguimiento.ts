import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ventasVendedorApi as api, type RegistrarEnvioInput } from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';

/**
 * docs/producto/envios.md#seguimiento PUT …/ventas/{id}/envio: the shipment's carrier, code and
 * optional link. The answer (the order) replaces the open detail; the list refreshes.
 */
export function useRegistrarEnvio(id: string) {
  const client = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (body: RegistrarEnvioInput) => llamar(api.registrarEnvio, { params: { id }, body }),
    onSuccess: (venta) => {
      client.setQueryData(consulta(api.obtener, { params: { id } }).queryKey, venta);
      return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === api.listar.recurso });
    },
  });
}
