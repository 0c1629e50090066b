export {
  useMasVendidos,
  useBuscarProductos,
  useTiposProducto,
  useEmprendimientosDestacados,
  useBuscarEmprendimientos,
  useRubros,
  useProvincias,
  useEstadisticas,
} from './api/publico';
