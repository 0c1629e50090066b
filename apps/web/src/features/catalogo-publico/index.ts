export {
  MAS_VENDIDOS_SIZE,
  useMasVendidos,
  useBuscarProductos,
  useTiposProducto,
  useEmprendimientosDestacados,
  useBuscarEmprendimientos,
  useRubros,
  useProvincias,
  useEstadisticas,
} from './api/publico';
