export { PlanillaPage } from './components/planilla-page';
