import { useQuery } from '@tanstack/react-query';
import { productosPublicosApi as api, QUERY_TIMINGS, tiendaPublicaApi } from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';

// The public product page's reads (spec §7.4, §9: products stale 5 min): contracts
// `productosPublicosApi` (decision 026).

export function useProducto(id: string, enabled = true) {
  return useQuery({ ...consulta(api.obtener, { params: { id } }), staleTime: QUERY_TIMINGS.productsStaleMs, enabled });
}

export function useProductoImagenes(id: string, enabled = true) {
  return useQuery({ ...consulta(api.imagenes, { params: { id } }), staleTime: QUERY_TIMINGS.productsStaleMs, enabled });
}

/** The shop's other public products ('Más productos'). */
export function useProductosEmprendimiento(idEmprendimiento: string | undefined) {
  return useQuery({
    ...consulta(api.deEmprendimiento, { params: { idEmprendimiento: idEmprendimiento ?? '' } }),
    staleTime: QUERY_TIMINGS.productsStaleMs,
    enabled: Boolean(idEmprendimiento),
  });
}

/** The product's shop (its slug and contact, decision 040): the same read, and cache, as the shop page. */
export function useTiendaDelProducto(idEmprendimiento: string | undefined) {
  return useQuery({ ...consulta(tiendaPublicaApi.obtener, { params: { id: idEmprendimiento ?? '' } }), enabled: Boolean(idEmprendimiento) });
}
