export { useEventosEnVivo } from './use-eventos-en-vivo';
export { EnVivo } from './en-vivo';
