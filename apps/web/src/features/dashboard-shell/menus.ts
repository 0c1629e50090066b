/** The three signed-in areas of docs/producto/rutas.md#tabla-de-rutas / docs/producto/rutas.md#menus. */
export type DashboardArea = 'emprendedor' | 'comprador' | 'admin';

export type MenuIcon =
  | 'dashboard'
  | 'productos'
  | 'cargar'
  | 'catalogo'
  | 'tienda'
  | 'ventas'
  | 'promociones'
  | 'emprendimientos'
  | 'perfil'
  | 'pedidos'
  | 'solicitudes'
  | 'usuarios'
  | 'correos'
  | 'resenas'
  | 'reportes'
  | 'auditoria'
  | 'cobros'
  | 'envios'
  | 'liquidaciones'
  | 'finanzas'
  | 'preguntas'
  | 'favoritos';

export type MenuEntry = { type: 'link'; to: string; label: string; icon: MenuIcon } | { type: 'header'; label: string };

export const AREA_BASE: Record<DashboardArea, string> = {
  emprendedor: '/dashboard-emprendedor',
  comprador: '/dashboard-comprador',
  admin: '/dashboard-administracion-identidades',
};

/** Toolbar titles of each area. */
export const AREA_TITLE: Record<DashboardArea, string> = {
  emprendedor: 'Panel del Emprendedor',
  comprador: 'Mi Cuenta de Comprador',
  admin: 'Administración de Identidades',
};

/** The same on a phone's toolbar, where the full title would be cut ('Mi Cuenta de Comp…') beside the cart, colour and account buttons. */
export const AREA_SHORT_TITLE: Record<DashboardArea, string> = {
  emprendedor: 'Mi panel',
  comprador: 'Mi cuenta',
  admin: 'Administración',
};

const link = (to: string, label: string, icon: MenuIcon): MenuEntry => ({ type: 'link', to, label, icon });
const header = (label: string): MenuEntry => ({ type: 'header', label });

/** docs/producto/rutas.md#menus menus, labels and paths verbatim ('Gestionar Usuarios' is 's identity management). */
export const DASHBOARD_MENUS: Record<DashboardArea, readonly MenuEntry[]> = {
  emprendedor: [
    link('/dashboard-emprendedor', 'Dashboard', 'dashboard'),
    header('Gestión'),
    link('/dashboard-emprendedor/productos', 'Consultar Productos', 'productos'),
    link('/dashboard-emprendedor/cargar-producto', 'Cargar Producto', 'cargar'),
    link('/dashboard-emprendedor/catalogo', 'Catalogo', 'catalogo'),
    link('/dashboard-emprendedor/gestionar-tienda', 'Gestionar Tienda', 'tienda'),
    link('/dashboard-emprendedor/ventas', 'Ventas', 'ventas'),
    // How the shop delivers: pickup, home delivery by province, a coordinar (docs/producto/envios.md#metodos).
    link('/dashboard-emprendedor/envios', 'Envíos', 'envios'),
    // The shop's own Mercado Pago account (docs/producto/pagos.md#cobros).
    link('/dashboard-emprendedor/cobros', 'Cobros', 'cobros'),
    // What the shop was paid, the fees and the net per period (docs/producto/pagos.md#liquidaciones).
    link('/dashboard-emprendedor/liquidaciones', 'Liquidaciones', 'liquidaciones'),
    link('/dashboard-emprendedor/promociones-descuentos', 'Promociones y Descuentos', 'promociones'),
    // Reviews of the shop and its answers (decision 038).
    link('/dashboard-emprendedor/resenas', 'Reseñas', 'resenas'),
    // Buyers' questions on the shop's products, unanswered first (docs/producto/preguntas-pantallas.md#panel).
    link('/dashboard-emprendedor/preguntas', 'Preguntas', 'preguntas'),
  ],
  comprador: [
    link('/dashboard-comprador', 'Dashboard', 'dashboard'),
    link('/dashboard-comprador/consultar-emprendimientos', 'Consultar Emprendimientos', 'emprendimientos'),
    header('Mi Cuenta'),
    link('/dashboard-comprador/mi-perfil', 'Mi Perfil', 'perfil'),
    link('/dashboard-comprador/mis-pedidos', 'Mis Pedidos', 'pedidos'),
    // Saved products and their alerts (docs/producto/favoritos-pantallas.md#lista).
    link('/dashboard-comprador/favoritos', 'Favoritos', 'favoritos'),
  ],
  admin: [
    link('/dashboard-administracion-identidades', 'Dashboard', 'dashboard'),
    header('Gestión'),
    link('/dashboard-administracion-identidades/gestionar-emprendimientos', 'Gestionar Solicitudes', 'solicitudes'),
    link('/dashboard-administracion-identidades/usuarios', 'Gestionar Usuarios', 'usuarios'),
    // Sales and commissions per shop and in total (docs/producto/pagos.md#finanzas).
    link('/dashboard-administracion-identidades/finanzas', 'Finanzas', 'finanzas'),
    // The outbox of the embedded mode (docs/producto/correos.md#cuando-se-envian): what the platform sent by e-mail.
    link('/dashboard-administracion-identidades/correos', 'Correos enviados', 'correos'),
    // Reported reviews: hide, show again, resolve (decision 038).
    link('/dashboard-administracion-identidades/resenas', 'Reseñas reportadas', 'reportes'),
    // Every admin action with its before and after (GET /api/admin/v1/auditoria).
    link('/dashboard-administracion-identidades/auditoria', 'Auditoría', 'auditoria'),
  ],
};

/** The area a path belongs to, if any. */
export function areaOf(pathname: string): DashboardArea | undefined {
  return (Object.keys(AREA_BASE) as DashboardArea[]).find(
    (a) => pathname === AREA_BASE[a] || pathname.startsWith(`${AREA_BASE[a]}/`),
  );
}

/** A menu entry is current on its own path; section entries also on their sub-pages. */
export function isActive(to: string, pathname: string): boolean {
  const isAreaIndex = Object.values(AREA_BASE).includes(to);
  return isAreaIndex ? pathname === to || pathname === `${to}/` : pathname === to || pathname.startsWith(`${to}/`);
}
