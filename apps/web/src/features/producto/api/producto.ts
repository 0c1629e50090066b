import { useQuery } from '@tanstack/react-query';
import { MAS_PRODUCTOS_SIZE, productosPublicosApi as api, QUERY_TIMINGS, tiendaPublicaApi } from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';

// The public product page's reads (docs/producto/api.md#productos, docs/producto/precios.md: products stale 5 min): contracts
// `productosPublicosApi` (decision 026).

export function useProducto(id: string, enabled = true) {
  return useQuery({ ...consulta(api.obtener, { params: { id } }), staleTime: QUERY_TIMINGS.productsStaleMs, enabled });
}

export function useProductoImagenes(id: string, enabled = true) {
  return useQuery({ ...consulta(api.imagenes, { params: { id } }), staleTime: QUERY_TIMINGS.productsStaleMs, enabled });
}

/** How many of the shop's other products 'Más productos' shows (the server embeds the same page, decision 045). */

/** A few of the shop's other public products ('Más productos'): one small page, not the whole shop (docs/arquitectura.md#rendimiento). */
export function useProductosEmprendimiento(idEmprendimiento: string | undefined, excluir: string) {
  return useQuery({
    ...consulta(tiendaPublicaApi.paginaProductos, {
      params: { id: idEmprendimiento ?? '' },
      query: { page: 0, size: MAS_PRODUCTOS_SIZE, excluir },
    }),
    staleTime: QUERY_TIMINGS.productsStaleMs,
    enabled: Boolean(idEmprendimiento),
  });
}

/** The product's shop (its slug and contact, decision 040): the same read, and cache, as the shop page. */
export function useTiendaDelProducto(idEmprendimiento: string | undefined) {
  return useQuery({
    ...consulta(tiendaPublicaApi.obtener, { params: { id: idEmprendimiento ?? '' } }),
    enabled: Boolean(idEmprendimiento),
  });
}
