import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_TIMINGS, RUTA_COMPROBANTE_VENDEDOR, rutaCon, ventasVendedorApi as api, type EstadoVenta } from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';
import { abrirArchivoPrivado } from '../../../lib/archivo-privado';

// The shop's sales (spec §7.7 seller calls) from contracts `ventasVendedorApi`.

/** spec §7.7 GET emprendimientos/ventas/{emprendimientoId}?estado (omitted for 'todos'); spec §9 stale 1 min, refresh 2 min. */
export function useVentasVendedor(emprendimientoId: string, estado?: EstadoVenta) {
  return useQuery({
    ...consulta(api.listar, { params: { emprendimientoId }, query: estado ? { estado } : {} }),
    staleTime: QUERY_TIMINGS.salesStaleMs,
    refetchInterval: QUERY_TIMINGS.salesRefetchMs,
  });
}

/** PUT …/ventas/{id}/transferencia: the money arrived (the order is paid) or not (with the reason for the buyer). */
export function useResponderTransferencia() {
  const client = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: ({ id, confirmada, motivo }: { id: string; confirmada: boolean; motivo?: string }) =>
      llamar(api.transferencia, { params: { id }, body: confirmada ? { confirmada } : { confirmada, motivo } }),
    // spec §4.7: after a change the list refreshes.
    onSuccess: () => client.invalidateQueries({ queryKey: [api.listar.recurso] }),
  });
}

/** The buyer's proof, opened in a new tab (it needs the bearer token). */
export function verComprobanteVenta(id: string): Promise<void> {
  return abrirArchivoPrivado(rutaCon(RUTA_COMPROBANTE_VENDEDOR, { id }), 'No pudimos abrir el comprobante');
}
