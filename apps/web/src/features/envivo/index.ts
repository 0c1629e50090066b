export { useEventosEnVivo } from './use-eventos-en-vivo';
export { EnVivo } from './en-vivo';
export {
  conexionEnVivoAbierta,
  marcarConexionEnVivo,
  useConexionEnVivo,
  useIntervaloSinEnVivo,
} from '../../lib/conexion-en-vivo';
