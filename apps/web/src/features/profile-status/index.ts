export { resetAccountState } from './account-reset';
export {
  profileStatusReducer,
  checkProfileStatus,
  checkCompradorEliminado,
  consultarEstadoEmprendimiento,
  setUserId,
  type ProfileStatusState,
  type PerfilRol,
  type EstadoConsulta,
} from './profile-status-slice';
export { emprendimientoReducer, fetchEmprendimientoByUserId, desactivarEmprendimiento, type EmprendimientoState } from './emprendimiento-slice';
export { useProfileStatusSync, useProfileStatus, useAccountStatus, useEmprendimiento, type EstadoCuenta } from './hooks';
export { useAccountDispatch, useAccountSelector, type ProfileStatusRootState, type ProfileStatusDispatch } from './store-types';
