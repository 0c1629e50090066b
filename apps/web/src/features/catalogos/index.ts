export { CatalogosPage } from './components/catalogos-page';
export { useCatalogos, useMisProductos } from './api/catalogos';
