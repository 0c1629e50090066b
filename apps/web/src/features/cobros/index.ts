export { CobrosPage } from './components/cobros-page';
