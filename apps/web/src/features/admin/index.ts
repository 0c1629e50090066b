export { AdminInicio } from './components/admin-inicio';
export { GestionarSolicitudes } from './components/solicitudes/gestionar-solicitudes';
export { GestionarUsuarios } from './components/usuarios/gestionar-usuarios';
export { ADMIN_AREA, SOLICITUDES_PATH, USUARIOS_PATH } from './paths';
