/**
 * Decision 049: the viewport width a painted page was rendered for. The server cannot measure the
 * screen, so it renders for a width it knows (the `feria_ancho` cookie of an earlier visit) or
 * guesses from the browser (a phone 360 px, a tablet 800 px, else 1280 px), and writes it on #root
 * (`data-ancho`). While React hydrates, MUI's `useMediaQuery` answers for that width (the theme's
 * `ssrMatchMedia`), so the first render matches the server's markup; right after, it answers for
 * the real screen.
 */
let ancho = 1280;

export const ANCHO_POR_DEFECTO = 1280;

export function fijarAnchoInicial(px: number): void {
  ancho = Number.isFinite(px) && px > 0 ? px : ANCHO_POR_DEFECTO;
}

/** Whether a width media query (`min-width`/`max-width` in px, joined by `and`) holds at the painted width. */
export function coincideConAnchoInicial(query: string): boolean {
  const condiciones = query.replace(/^@media\s*/i, '').split(/\s+and\s+/i);
  return condiciones.every((c) => {
    const m = /\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)/i.exec(c);
    if (!m) return false;
    const px = Number(m[2]);
    return m[1]!.toLowerCase() === 'min' ? ancho >= px : ancho <= px;
  });
}

/** The theme's `ssrMatchMedia` for MUI's useMediaQuery (used only while hydrating and on the server). */
export const ssrMatchMedia = (query: string) => ({ matches: coincideConAnchoInicial(query) });
