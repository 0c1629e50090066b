export { TusDatos } from './components/tus-datos';
export { BajasCuentaAdmin } from './components/bajas-cuenta-admin';
