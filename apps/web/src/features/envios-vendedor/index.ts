export { EnviosPage } from './components/envios-page';
