export { EnviosPage } from './components/envios-page';
export { AvisoSinEnvios } from './components/aviso-sin-envios';
