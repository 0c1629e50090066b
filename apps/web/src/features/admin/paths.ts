import type { Rol } from '@feria/contracts';

export const ADMIN_AREA = '/dashboard-administracion-identidades';
export const SOLICITUDES_PATH = `${ADMIN_AREA}/gestionar-emprendimientos`;
export const USUARIOS_PATH = `${ADMIN_AREA}/usuarios`;
export const AUDITORIA_PATH = `${ADMIN_AREA}/auditoria`;

export const ROL_LABEL: Record<Rol, string> = {
  admin: 'Administrador',
  emprendedor: 'Emprendedor',
  comprador: 'Comprador',
};
