export { VentasPage } from './components/ventas-page';
