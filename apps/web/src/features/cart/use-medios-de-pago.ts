import { useQuery } from '@tanstack/react-query';
import { QUERY_TIMINGS, tiendaPublicaApi } from '@feria/contracts';
import { consulta } from '../../lib/api-endpoint';

/**
 * What a shop of the cart takes (docs/producto/pagos.md#medios-de-pago): the shop's public read,
 * the same query (and cache) as its page, so a group costs at most one small request.
 */
export function useMediosDePago(idEmprendimiento: string | undefined) {
  return useQuery({
    ...consulta(tiendaPublicaApi.obtener, { params: { id: idEmprendimiento ?? '' } }),
    enabled: Boolean(idEmprendimiento),
    staleTime: QUERY_TIMINGS.productsStaleMs,
    select: (e) => e.mediosDePago,
  });
}
