import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  emprendimientosPublicosApi,
  productosPublicosApi,
  QUERY_TIMINGS,
  referenciasApi,
  type EmprendimientoSearchQuery,
  type ProductoSearchQuery,
  MAS_VENDIDOS_SIZE,
} from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';

// The public catalogue reads of the home, search and profile forms (docs/producto/api.md#convenciones, docs/producto/api.md#productos), with spec
// docs/producto/precios.md's cache timings; calls and keys come from contracts (decision 026), so a search and a home
// section share the cache.

// The reads' options are exported for the server-painted pages' declarations (decision 075): the
// same key, by construction, as the hook.
export const masVendidosConsulta = (size = MAS_VENDIDOS_SIZE) =>
  consulta(productosPublicosApi.masVendidos, { query: { size } });
export const buscarProductosConsulta = (params: ProductoSearchQuery) =>
  consulta(productosPublicosApi.buscar, { query: params });
export const tiposProductoConsulta = () => consulta(productosPublicosApi.tipos, {});
export const destacadosConsulta = () => consulta(emprendimientosPublicosApi.destacados, {});
export const buscarEmprendimientosConsulta = (params: EmprendimientoSearchQuery) =>
  consulta(emprendimientosPublicosApi.buscar, { query: params });
export const rubrosConsulta = () => consulta(referenciasApi.rubros, {});
export const estadisticasConsulta = () => consulta(referenciasApi.estadisticas, {});

export function useMasVendidos(size = MAS_VENDIDOS_SIZE) {
  return useQuery({
    ...masVendidosConsulta(size),
    staleTime: QUERY_TIMINGS.productsStaleMs,
  });
}

/** nombre, page, size, precioMin, precioMax, idTipoProducto → a page; paging or refining keeps the previous results on screen. */
export function useBuscarProductos(params: ProductoSearchQuery) {
  return useQuery({
    ...buscarProductosConsulta(params),
    staleTime: QUERY_TIMINGS.productsStaleMs,
    placeholderData: keepPreviousData,
  });
}

export function useTiposProducto() {
  return useQuery({ ...tiposProductoConsulta(), staleTime: QUERY_TIMINGS.productsStaleMs });
}

export function useEmprendimientosDestacados() {
  return useQuery(destacadosConsulta());
}

/** nombre, idRubro; `params: null` means there is nothing to look for: no request is made. */
export function useBuscarEmprendimientos(params: EmprendimientoSearchQuery | null) {
  return useQuery({
    ...buscarEmprendimientosConsulta(params ?? {}),
    enabled: params !== null,
  });
}

export function useRubros() {
  return useQuery(rubrosConsulta());
}

/** The selects of the profile forms: the 24 provinces do not change while the app is open. */
export function useProvincias() {
  return useQuery({ ...consulta(referenciasApi.provincias, {}), staleTime: Infinity });
}

/** docs/producto/precios.md: statistics stale 2 min. */
export function useEstadisticas() {
  return useQuery({ ...estadisticasConsulta(), staleTime: QUERY_TIMINGS.statsStaleMs });
}
