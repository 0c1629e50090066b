export {
  useProfileStatus,
  useAccountStatus,
  useEmprendimiento,
  type EstadoCuenta,
  type ProfileStatus,
  type RequestStatus,
} from './hooks';
