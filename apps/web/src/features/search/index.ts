export { SearchFilters } from './components/search-filters';
export { SearchHeader, searchTitle } from './components/search-header';
export { ActiveFilters } from './components/active-filters';
export { EmprendimientosResults } from './components/emprendimientos-results';
export { ProductResults } from './components/product-results';
export {
  readSearchState,
  writeSearchState,
  toProductoQuery,
  toEmprendimientoQuery,
  activeFilterCount,
  clearFilters,
  type SearchState,
} from './search-params';
