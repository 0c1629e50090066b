export { ProductosPage } from './components/productos-page';
export { CargarProductoPage } from './components/cargar-producto-page';
export { RUTAS_PRODUCTOS, type AvisoNavegacion } from './paths';
export { productosVendedorKeys, useMisProductos } from './api/productos';
export { VozFab } from './voz/components/voz-fab';
