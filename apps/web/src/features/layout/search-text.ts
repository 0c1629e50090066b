/** docs/producto/rutas.md#barra-publica: trimmed text; empty searches go nowhere; otherwise /search?q={text}. */
export function searchPath(text: string): string | null {
  const q = text.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : null;
}

/**
 * docs/producto/rutas.md#barra-publica: the product page variant of the placeholder; on a narrow phone the spec's shorter
 * alternative, which fits the box at 360 px where the long one was cut.
 */
export function searchPlaceholder(pathname: string, narrow = false): string {
  if (pathname.startsWith('/productos/')) return 'Buscar productos similares...';
  return narrow ? '¿Qué estás buscando hoy?' : 'Buscar productos y emprendimientos...';
}
