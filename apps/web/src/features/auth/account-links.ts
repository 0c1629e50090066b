import { accessRole, profileRole } from '../../lib/roles';
import { AUTH_PATHS } from './guard-texts';

/** The seller's shop profile: its data, contact and bank details. */
export const SELLER_PERFIL = '/dashboard-emprendedor/perfil';

/** Where a signed-in user's menus lead (docs/producto/rutas.md#menus profile menu, docs/producto/rutas.md#barra-publica top bar and drawer). */
export interface AccountLinks {
  /** docs/producto/rutas.md#menus: buyer → mi-perfil, seller → perfil, otherwise /. */
  miPerfil: string;
  /** 'Mi Dashboard': the area of the highest role (docs/producto/roles.md#permisos precedence); none without a role. */
  dashboard: string | undefined;
  /** docs/producto/rutas.md#barra-publica: 'Mis Pedidos' for buyers only. */
  misPedidos: string | undefined;
  /** 'Configuración' in the drawer: the user's own profile (a seller's holds the shop's contact and bank data), else home. */
  configuracion: string;
  /** The drawer shows 'Mi Dashboard' for sellers (and admins), 'Mis Pedidos' for buyers. */
  kind: 'emprendedor' | 'comprador' | 'admin' | 'ninguno';
}

export function accountLinks(roles: readonly string[]): AccountLinks {
  const role = profileRole(roles);
  const area = accessRole(roles);
  const dashboard =
    area === 'admin'
      ? AUTH_PATHS.adminDashboard
      : area === 'emprendedor'
        ? AUTH_PATHS.emprendedorDashboard
        : area === 'comprador'
          ? AUTH_PATHS.compradorDashboard
          : undefined;
  switch (role) {
    case 'emprendedor':
      return {
        kind: 'emprendedor',
        miPerfil: SELLER_PERFIL,
        dashboard,
        misPedidos: undefined,
        configuracion: SELLER_PERFIL,
      };
    case 'comprador':
      return {
        kind: 'comprador',
        miPerfil: '/dashboard-comprador/mi-perfil',
        dashboard,
        misPedidos: '/dashboard-comprador/mis-pedidos',
        configuracion: '/dashboard-comprador/mi-perfil',
      };
    case 'admin':
      return {
        kind: 'admin',
        miPerfil: AUTH_PATHS.home,
        dashboard,
        misPedidos: undefined,
        configuracion: AUTH_PATHS.adminDashboard,
      };
    default:
      return {
        kind: 'ninguno',
        miPerfil: AUTH_PATHS.home,
        dashboard: undefined,
        misPedidos: undefined,
        configuracion: AUTH_PATHS.home,
      };
  }
}
