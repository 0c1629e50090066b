import { cumpleFiltros } from '@feria/contracts';
import type { CatalogoTienda, FiltrosActivos, ProductoTienda } from '@feria/contracts';

export interface StorefrontSection {
  /** Stable id, also used as the DOM id the shop navbar links to. */
  id: string;
  titulo: string;
  productos: ProductoTienda[];
}

export const TODOS_ID = 'tienda-todos';

/**
 * docs/producto/entidades.md appearance: catalogosSeleccionados (in that order) that are enabled;
 * when none of them is, every enabled catalog.
 */
export function catalogosVisibles(
  catalogos: readonly CatalogoTienda[],
  seleccionados: readonly number[],
): CatalogoTienda[] {
  const habilitados = catalogos.filter((c) => c.habilitado);
  const elegidos = seleccionados
    .filter((id, i) => seleccionados.indexOf(id) === i)
    .map((id) => habilitados.find((c) => c.idCatalogo === id))
    .filter((c): c is CatalogoTienda => c !== undefined);
  return elegidos.length > 0 ? elegidos : habilitados;
}

/** docs/producto/validacion.md: a product stays only if it matches every active filter. */
export function filtrarProductos<T extends Pick<ProductoTienda, 'atributos'>>(
  productos: readonly T[],
  activos: FiltrosActivos,
): T[] {
  return productos.filter((p) => cumpleFiltros(p.atributos, activos));
}

/** One section per visible catalog (its products in catalog order), then 'Todos los productos'. */
export function buildSections(
  productos: readonly ProductoTienda[],
  catalogos: readonly CatalogoTienda[],
  seleccionados: readonly number[],
  activos: FiltrosActivos,
): { catalogos: StorefrontSection[]; todos: StorefrontSection } {
  const visibles = filtrarProductos(productos, activos);
  const byId = new Map(visibles.map((p) => [p.id, p]));
  return {
    catalogos: catalogosVisibles(catalogos, seleccionados).map((c) => ({
      id: `catalogo-${c.idCatalogo}`,
      titulo: c.nombre,
      productos: c.productosIds.map((id) => byId.get(id)).filter((p): p is ProductoTienda => p !== undefined),
    })),
    todos: { id: TODOS_ID, titulo: 'Todos los productos', productos: visibles },
  };
}
