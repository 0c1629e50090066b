export { MetricasPanel } from './components/metricas-panel';
