export { catalogoPublicoKeys } from './api/query-keys';
export { MAS_VENDIDOS_SIZE, fetchMasVendidos, masVendidosQueryOptions, useMasVendidos } from './api/mas-vendidos';
export { fetchBuscarProductos, buscarProductosQueryOptions, useBuscarProductos } from './api/buscar-productos';
export { fetchTiposProducto, tiposProductoQueryOptions, useTiposProducto } from './api/tipos-producto';
export {
  fetchEmprendimientosDestacados,
  emprendimientosDestacadosQueryOptions,
  useEmprendimientosDestacados,
} from './api/emprendimientos-destacados';
export { fetchBuscarEmprendimientos, buscarEmprendimientosQueryOptions, useBuscarEmprendimientos } from './api/buscar-emprendimientos';
export { fetchRubros, rubrosQueryOptions, useRubros } from './api/rubros';
export { fetchProvincias, provinciasQueryOptions, useProvincias } from './api/provincias';
export { fetchEstadisticas, estadisticasQueryOptions, useEstadisticas } from './api/estadisticas';
