import type { Catalogo, CatalogoTienda, ProductoTienda, ProductoVendedor } from '@feria/contracts';

/**
 * What the public shop would receive (docs/producto/api.md#publicas-del-comprador), built from the seller's own data: its enabled
 * products, and its enabled catalogs holding those products in list order.
 */
export function datosVistaPrevia(
  productos: readonly ProductoVendedor[],
  catalogos: readonly Catalogo[],
): { productos: ProductoTienda[]; catalogos: CatalogoTienda[] } {
  const publicos: ProductoTienda[] = productos
    .filter((p) => p.habilitado && !p.eliminado)
    .map(({ imagenes: _imagenes, ...p }) => p);
  return {
    productos: publicos,
    catalogos: catalogos
      .filter((c) => c.habilitado)
      .map((c) => ({
        idCatalogo: c.idCatalogo,
        nombre: c.nombre,
        habilitado: true,
        productosIds: publicos.filter((p) => p.idCatalogos.includes(c.idCatalogo)).map((p) => p.id),
      })),
  };
}
