/** docs/producto/rutas.md#barra-publica: home sections reached by anchor from the top bar (ids used by the home page). */
export const HOME_SECTIONS = [
  { id: 'productos', label: 'Productos' },
  { id: 'emprendimientos', label: 'Emprendimientos' },
  { id: 'categorias', label: 'Categorías' },
  { id: 'estadisticas', label: 'Estadísticas' },
] as const;

export const SELLER_CTA = { label: '¡Emprendé con nosotros!', to: '/infoEmprendedores' } as const;
