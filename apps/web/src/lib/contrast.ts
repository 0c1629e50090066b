// Sellers pick the storefront colours (docs/producto/entidades.md appearance), so text on them must be checked:
// WCAG 2.x relative luminance and contrast ratio, plus helpers that fall back to black or white.
// Shared by the public storefront (falls back) and the storefront editor (warns the seller).
// Not MUI's getContrastRatio: it rounds the luminance to three decimals, which moves a ratio near
// 4.5:1 by up to ~0.01 — enough to keep a colour that axe (exact WCAG arithmetic) then refuses.

export const BLACK = '#000000';
export const WHITE = '#FFFFFF';
/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/** '#abc' or '#aabbcc' → [r, g, b] in 0–255; anything else is treated as black. */
export function hexToRgb(hex: string): [number, number, number] {
  const h = hex.trim().replace(/^#/, '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return [0, 0, 0];
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance (0 = black, 1 = white). */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on every given background. */
export function readableTextOn(...backgrounds: string[]): string {
  const worst = (fg: string) => Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)));
  return worst(BLACK) >= worst(WHITE) ? BLACK : WHITE;
}

/** The seller's colour when it reaches `min` on every background, else black or white. */
export function ensureContrast(fg: string, backgrounds: string | string[], min = AA_TEXT): string {
  const bgs = Array.isArray(backgrounds) ? backgrounds : [backgrounds];
  return bgs.every((bg) => contrastRatio(fg, bg) >= min) ? fg : readableTextOn(...bgs);
}
