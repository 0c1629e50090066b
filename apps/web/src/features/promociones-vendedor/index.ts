export { PromocionesPage } from './components/promociones-page';
