export { AdminInicio } from './components/admin-inicio';
export { GestionarSolicitudes } from './components/solicitudes/gestionar-solicitudes';
export { GestionarUsuarios } from './components/usuarios/gestionar-usuarios';
export { AuditoriaPage } from './components/auditoria/auditoria-page';
export { ADMIN_AREA, AUDITORIA_PATH, SOLICITUDES_PATH, USUARIOS_PATH } from './paths';
