import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatCompradorApi, chatVendedorApi, type RolChat } from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';

// The order chat (docs/producto/api.md#ventas seller paths; the buyer's under its orders), from contracts.

const api = (rol: RolChat) => (rol === 'comprador' ? chatCompradorApi : chatVendedorApi);

/** The thread; the live channel refreshes it when a message arrives (a slow poll covers a lost channel). */
export function useHilo(ventaId: string, rol: RolChat) {
  return useQuery({ ...consulta(api(rol).obtener, { params: { id: ventaId } }), refetchInterval: 60_000 });
}

export function useEnviarMensaje(ventaId: string, rol: RolChat) {
  const client = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (mensaje: string) => llamar(api(rol).enviar, { params: { id: ventaId }, body: { mensaje } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [chatCompradorApi.obtener.recurso] }),
  });
}

/** Unread messages of the other side, for the menu badge and the sales list. */
export function useNoLeidos(rol: RolChat, enabled = true) {
  return useQuery({ ...consulta(api(rol).noLeidos, {}), refetchInterval: 120_000, enabled });
}
