export { LiquidacionesPage } from './components/liquidaciones-page';
