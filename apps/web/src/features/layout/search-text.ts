/** spec §2.4: trimmed text; empty searches go nowhere; otherwise /search?q={text}. */
export function searchPath(text: string): string | null {
  const q = text.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : null;
}

/** spec §2.4: the product page variant of the placeholder. */
export function searchPlaceholder(pathname: string): string {
  return pathname.startsWith('/productos/') ? 'Buscar productos similares...' : 'Buscar productos y emprendimientos...';
}
