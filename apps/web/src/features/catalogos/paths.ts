/** Seller area pages this feature links to (docs/producto/rutas.md#menus). */
export const CARGAR_PRODUCTO_PATH = '/dashboard-emprendedor/cargar-producto';
