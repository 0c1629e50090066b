/**
 * Readable URL part from a name (decision 038): lower case, no accents, words joined by '-'.
 * 'Dulce Tentación' → 'dulce-tentacion'. The database trigger of the shops applies the same rule
 * (app.normalizar + the same replacement), so a shop's stored slug equals `slugDe(nombre)`
 * unless another shop already had it.
 */
export function slugDe(nombre: string, maximo = 60): string {
  const s = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maximo)
    .replace(/-+$/, '');
  return s;
}

/** `/productos/{id}-{slug}`: the product page's readable path. */
export function rutaProducto(producto: { id: string; nombre: string }): string {
  const slug = slugDe(producto.nombre);
  return slug ? `/productos/${producto.id}-${slug}` : `/productos/${producto.id}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The product id at the start of a `{id}-{slug}` path segment (or the bare id), else null. */
export function idDeRutaProducto(segmento: string): string | null {
  const m = UUID.exec(segmento);
  if (!m) return null;
  const resto = segmento.slice(m[0].length);
  return resto === '' || resto.startsWith('-') ? m[0].toLowerCase() : null;
}
