import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mercadoPagoVendedorApi as api } from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';

// 'Cobros' (docs/producto/pagos.md#cobros): the shop's Mercado Pago connection. The path's
// `idEmprendimiento` may be the seller's own user id (the API resolves it to their shop).

export function useConexionMercadoPago(idEmprendimiento: string | undefined) {
  return useQuery({
    ...consulta(api.obtener, { params: { idEmprendimiento: idEmprendimiento ?? '' } }),
    enabled: Boolean(idEmprendimiento),
  });
}

/** Asks for the authorization URL; the caller sends the browser there. */
export function useConectarMercadoPago(idEmprendimiento: string) {
  return useMutation({ mutationFn: () => llamar(api.conectar, { params: { idEmprendimiento } }) });
}

export function useDesconectarMercadoPago(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => llamar(api.desconectar, { params: { idEmprendimiento } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [api.obtener.recurso] }),
  });
}
