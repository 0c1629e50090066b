export { RecomendadosSection } from './components/recomendados-section';
