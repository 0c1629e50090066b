export { VentasPage } from './components/ventas-page';
export { VentaArmado } from './components/venta-armado';
