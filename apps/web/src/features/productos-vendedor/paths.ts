/** Seller area pages of this feature (docs/producto/rutas.md#menus entrepreneur menu). */
export const RUTAS_PRODUCTOS = {
  productos: '/dashboard-emprendedor/productos',
  cargar: '/dashboard-emprendedor/cargar-producto',
  /** The catalogue by spreadsheet: export, template, import (docs/producto/planilla.md). */
  planilla: '/dashboard-emprendedor/productos/planilla',
  editar: (id: string) => `/dashboard-emprendedor/cargar-producto/${encodeURIComponent(id)}`,
} as const;

/** Navigation state 'Cargar Producto' leaves for 'Consultar Productos' (its snackbar). */
export interface AvisoNavegacion {
  aviso?: string;
}
