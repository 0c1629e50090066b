export { CatalogosPage } from './components/catalogos-page';
export { useCatalogos, catalogosQueryOptions, fetchCatalogos } from './api/get-catalogos';
export { useMisProductos, misProductosQueryOptions, fetchMisProductos } from './api/get-mis-productos';
export { catalogoKeys } from './api/catalogo-keys';
