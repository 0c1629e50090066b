import type { EmprendimientoSearchQuery, ProductoSearchQuery } from '@feria/contracts';

/** One key tree so a search and the home sections share the cache (spec §9 timings). */
const all = ['catalogo-publico'] as const;

export const catalogoPublicoKeys = {
  all,
  masVendidos: (size: number) => [...all, 'productos', 'mas-vendidos', size] as const,
  buscarProductos: (params: ProductoSearchQuery) => [...all, 'productos', 'buscar', params] as const,
  tiposProducto: () => [...all, 'productos', 'tipos'] as const,
  destacados: () => [...all, 'emprendimientos', 'destacados'] as const,
  buscarEmprendimientos: (params: EmprendimientoSearchQuery) => [...all, 'emprendimientos', 'buscar', params] as const,
  rubros: () => [...all, 'rubros'] as const,
  provincias: () => [...all, 'provincias'] as const,
  estadisticas: () => [...all, 'estadisticas'] as const,
};
