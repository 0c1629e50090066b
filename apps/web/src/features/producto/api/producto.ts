import { useQuery } from '@tanstack/react-query';
import { MAS_PRODUCTOS_SIZE, productosPublicosApi as api, QUERY_TIMINGS, tiendaPublicaApi } from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';

// The public product page's reads (docs/producto/api.md#productos, docs/producto/precios.md: products stale 5 min): contracts
// `productosPublicosApi` (decision 026).

// The reads' options, also the server-painted page's declaration (app/routes/producto.tsx, decision 075).
export const productoConsulta = (id: string) => consulta(api.obtener, { params: { id } });
export const imagenesConsulta = (id: string) => consulta(api.imagenes, { params: { id } });
export const masProductosConsulta = (idEmprendimiento: string, excluir: string) =>
  consulta(tiendaPublicaApi.paginaProductos, {
    params: { id: idEmprendimiento },
    query: { page: 0, size: MAS_PRODUCTOS_SIZE, excluir },
  });
export const tiendaDelProductoConsulta = (idEmprendimiento: string) =>
  consulta(tiendaPublicaApi.obtener, { params: { id: idEmprendimiento } });

export function useProducto(id: string, enabled = true) {
  return useQuery({ ...productoConsulta(id), staleTime: QUERY_TIMINGS.productsStaleMs, enabled });
}

export function useProductoImagenes(id: string, enabled = true) {
  return useQuery({ ...imagenesConsulta(id), staleTime: QUERY_TIMINGS.productsStaleMs, enabled });
}

/** A few of the shop's other public products ('Más productos'): one small page, not the whole shop (docs/arquitectura.md#rendimiento). */
export function useProductosEmprendimiento(idEmprendimiento: string | undefined, excluir: string) {
  return useQuery({
    ...masProductosConsulta(idEmprendimiento ?? '', excluir),
    staleTime: QUERY_TIMINGS.productsStaleMs,
    enabled: Boolean(idEmprendimiento),
  });
}

/** The product's shop (its slug and contact, decision 040): the same read, and cache, as the shop page. */
export function useTiendaDelProducto(idEmprendimiento: string | undefined) {
  return useQuery({
    ...tiendaDelProductoConsulta(idEmprendimiento ?? ''),
    enabled: Boolean(idEmprendimiento),
  });
}
