import type { Catalogo, ProductoVendedor } from '@feria/contracts';

/** docs/producto/entidades.md catalog store: the enabled and the disabled list, both derived from `habilitado`. */
export function separarCatalogos(catalogos: readonly Catalogo[]): {
  habilitados: Catalogo[];
  deshabilitados: Catalogo[];
} {
  const ordenados = [...catalogos].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es', { sensitivity: 'base' }));
  return {
    habilitados: ordenados.filter((c) => c.habilitado),
    deshabilitados: ordenados.filter((c) => !c.habilitado),
  };
}

const normalizar = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').trim();

/** Search in the product picker: name, SKU or type, ignoring case and accents. */
export function buscarProductos<T extends Pick<ProductoVendedor, 'nombre' | 'sku' | 'tipoProducto'>>(
  productos: readonly T[],
  texto: string,
): T[] {
  const q = normalizar(texto);
  if (!q) return [...productos];
  return productos.filter((p) =>
    [p.nombre, p.sku ?? '', p.tipoProducto?.nombre ?? ''].some((campo) => normalizar(campo).includes(q)),
  );
}

/**
 * The ids to save: the catalog's current order is kept for products that stay, newly ticked ones go
 * last in the order they were ticked (the storefront shows a catalog in this order).
 */
export function alternarProducto(seleccion: readonly string[], id: string): string[] {
  return seleccion.includes(id) ? seleccion.filter((x) => x !== id) : [...seleccion, id];
}

export function mismosIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
