export { CorreosPage } from './components/correos-page';
export { CORREOS_PATH } from './paths';
