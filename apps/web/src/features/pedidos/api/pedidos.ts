import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  QUERY_TIMINGS,
  RUTA_COMPROBANTE,
  rutaCon,
  venta as ventaSchema,
  ventasCompradorApi as api,
  type EstadoVenta,
  type Venta,
} from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { abrirArchivoPrivado } from '../../../lib/archivo-privado';
import { useConexionEnVivo, useIntervaloSinEnVivo } from '../../../lib/conexion-en-vivo';

// The buyer's orders (docs/producto/api.md#ventas, 'Mis Pedidos'): calls and keys from contracts `ventasCompradorApi`.
// A write puts the server's answer in the detail's cache and invalidates the lists (`[recurso]`).

export const PEDIDOS_POR_PAGINA = 10;
const RECURSO = [api.listar.recurso] as const;

export const pedidoQuery = (id: string) => consulta(api.obtener, { params: { id } });

/**
 * docs/producto/precios.md: sales stale after 1 min, refreshed every 2 min — only while the live channel is down;
 * while it is open, its events are the one way an order is refreshed (docs/producto/eventos.md#refresco-en-la-web).
 */
export function useMisPedidos({ page, estado }: { page: number; estado?: EstadoVenta }) {
  const cada = useIntervaloSinEnVivo(QUERY_TIMINGS.salesRefetchMs);
  return useQuery({
    ...consulta(api.listar, { query: { page, size: PEDIDOS_POR_PAGINA, ...(estado ? { estado } : {}) } }),
    staleTime: QUERY_TIMINGS.salesStaleMs,
    refetchInterval: cada,
    placeholderData: keepPreviousData,
  });
}

export interface OpcionesPedido {
  enabled?: boolean;
  /**
   * Ask again every so many ms while this says so (the payment-return pages wait for the webhook);
   * like the default 2 min, only while the live channel is down.
   */
  refetchInterval?: (venta: Venta | undefined) => number | false;
}

export function usePedido(id: string, { enabled = true, refetchInterval }: OpcionesPedido = {}) {
  const enVivo = useConexionEnVivo();
  return useQuery({
    ...pedidoQuery(id),
    enabled,
    staleTime: QUERY_TIMINGS.salesStaleMs,
    refetchInterval: enVivo
      ? false
      : refetchInterval
        ? (q) => refetchInterval(q.state.data)
        : QUERY_TIMINGS.salesRefetchMs,
  });
}

function guardar(client: QueryClient, venta: Venta) {
  client.setQueryData(pedidoQuery(venta.id).queryKey, venta);
  return client.invalidateQueries({ queryKey: RECURSO, predicate: (q) => q.queryKey[1] === api.listar.ruta });
}

/** PUT …/{id}/cancelar: while unpaid; the reserved stock goes back (server rule). */
export function useCancelarPedido(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (motivo: string | undefined) =>
      llamar(api.cancelar, { params: { id }, body: motivo ? { motivo } : {} }),
    onSuccess: (venta) => guardar(client, venta),
  });
}

export const ERROR_COMPROBANTE = 'No pudimos enviar el comprobante';

/** POST the transfer proof (multipart field `file`), reporting the upload's progress. */
export function useSubirComprobante(id: string, onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress(rutaCon(RUTA_COMPROBANTE, { id }), form, {
        schema: ventaSchema,
        onProgress,
        errorMessage: ERROR_COMPROBANTE,
      });
    },
    onSuccess: (venta) => guardar(client, venta),
  });
}

/** The proof the buyer sent, opened in a new tab (it needs the bearer token, so no plain link). */
export function verComprobante(id: string): Promise<void> {
  return abrirArchivoPrivado(rutaCon(RUTA_COMPROBANTE, { id }), 'No pudimos abrir el comprobante');
}
