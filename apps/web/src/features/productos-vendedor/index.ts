export { ProductosPage } from './components/productos-page';
export { CargarProductoPage } from './components/cargar-producto-page';
export { RUTAS_PRODUCTOS, type AvisoNavegacion } from './paths';
export { productosVendedorKeys, PRODUCTOS_PATH } from './api/productos-keys';
export { useMisProductos, fetchMisProductos, misProductosQueryOptions } from './api/mis-productos';
