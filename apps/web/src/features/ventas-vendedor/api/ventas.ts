import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  QUERY_TIMINGS,
  RUTA_COMPROBANTE_VENDEDOR,
  rutaCon,
  ventasVendedorApi as api,
  type EstadoVenta,
} from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';
import { useIntervaloSinEnVivo } from '../../../lib/conexion-en-vivo';
import { abrirArchivoPrivado } from '../../../lib/archivo-privado';

// The shop's sales (docs/producto/api.md#ventas seller calls) from contracts `ventasVendedorApi`.

export interface FiltrosVentas {
  estado?: EstadoVenta | undefined;
  q?: string | undefined;
  fechaInicio?: string | undefined;
  fechaFin?: string | undefined;
  page?: number | undefined;
}

/** The query the server gets: 'todos' omits estado; docs/producto/validacion.md dates only with both ends. */
export function queryDeFiltros(f: FiltrosVentas) {
  const q = f.q?.trim();
  const fechas = f.fechaInicio && f.fechaFin ? { fechaInicio: f.fechaInicio, fechaFin: f.fechaFin } : {};
  return {
    ...(f.estado ? { estado: f.estado } : {}),
    ...(q ? { q } : {}),
    ...fechas,
    page: f.page ?? 0,
    size: TAMANIO_PAGINA,
  };
}
export const TAMANIO_PAGINA = 20;

/** docs/producto/api.md#ventas GET emprendimientos/ventas/{emprendimientoId}; docs/producto/precios.md stale 1 min, refresh 2 min. */
export function useVentasVendedor(emprendimientoId: string, filtros: FiltrosVentas = {}) {
  // Live events refresh the sales while their channel is open; the 2 min tick only while it is down.
  const cada = useIntervaloSinEnVivo(QUERY_TIMINGS.salesRefetchMs);
  return useQuery({
    ...consulta(api.listar, { params: { emprendimientoId }, query: queryDeFiltros(filtros) }),
    staleTime: QUERY_TIMINGS.salesStaleMs,
    refetchInterval: cada,
    // A new search keeps the previous rows on screen until the answer arrives (no flash of 'Cargando').
    placeholderData: keepPreviousData,
  });
}

/** docs/producto/api.md#ventas GET emprendimientos/ventas/{id}: the detail drawer. */
export function useVentaVendedor(id: string | null) {
  const cada = useIntervaloSinEnVivo(QUERY_TIMINGS.salesRefetchMs);
  return useQuery({
    ...consulta(api.obtener, { params: { id: id ?? '' } }),
    enabled: id !== null,
    staleTime: QUERY_TIMINGS.salesStaleMs,
    refetchInterval: cada,
  });
}

/** GET …/ventas/{emprendimientoId}/mercadopago/estado. */
export function useEstadoMercadoPago(emprendimientoId: string) {
  return useQuery({ ...consulta(api.estadoMercadoPago, { params: { emprendimientoId } }), staleTime: 5 * 60_000 });
}

/** docs/producto/pedidos.md#estado-del-pedido: after a change the list, the counts, the metrics and an open detail refresh. */
function useAlCambiar() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (q) => q.queryKey[0] === api.listar.recurso || q.queryKey[0] === 'metricas',
    });
}

export function useCambiarEstado() {
  const alCambiar = useAlCambiar();
  return useMutation({
    retry: false,
    mutationFn: ({ id, estado }: { id: string; estado: EstadoVenta }) =>
      llamar(api.cambiarEstado, { params: { id }, body: { estado } }),
    onSuccess: alCambiar,
  });
}

export function useCancelarVenta() {
  const alCambiar = useAlCambiar();
  return useMutation({
    retry: false,
    mutationFn: ({ id, motivo }: { id: string; motivo: string }) =>
      llamar(api.cancelar, { params: { id }, body: { motivo } }),
    onSuccess: alCambiar,
  });
}

export function useReembolsar() {
  const alCambiar = useAlCambiar();
  return useMutation({
    retry: false,
    mutationFn: ({ id, nota }: { id: string; nota?: string | undefined }) =>
      llamar(api.reembolso, { params: { id }, body: nota ? { nota } : {} }),
    onSuccess: alCambiar,
  });
}

/** PUT …/ventas/{id}/transferencia: the money arrived (the order is paid) or not (with the reason for the buyer). */
export function useResponderTransferencia() {
  const alCambiar = useAlCambiar();
  return useMutation({
    retry: false,
    mutationFn: ({ id, confirmada, motivo }: { id: string; confirmada: boolean; motivo?: string }) =>
      llamar(api.transferencia, { params: { id }, body: confirmada ? { confirmada } : { confirmada, motivo } }),
    onSuccess: alCambiar,
  });
}

/** The buyer's proof, opened in a new tab (it needs the bearer token). */
export function verComprobanteVenta(id: string): Promise<void> {
  return abrirArchivoPrivado(rutaCon(RUTA_COMPROBANTE_VENDEDOR, { id }), 'No pudimos abrir el comprobante');
}
