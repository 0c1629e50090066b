/** Seller area pages this feature links to (spec §2.2). */
export const CARGAR_PRODUCTO_PATH = '/dashboard-emprendedor/cargar-producto';
