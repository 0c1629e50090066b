export { FinanzasPage } from './components/finanzas-page';
