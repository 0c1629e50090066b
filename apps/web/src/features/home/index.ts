export { HomeHero } from './components/home-hero';
export { MasVendidosSection } from './components/mas-vendidos-section';
export { DestacadosSection } from './components/destacados-section';
export { CategoriasSection } from './components/categorias-section';
export { EstadisticasSection } from './components/estadisticas-section';
export type { SectionQuery } from './section-query';
