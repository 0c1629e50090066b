/** Image uploads (logo, later product images): same limits on the client check and the API (docs/arquitectura.md#directorio-de-datos). */
export const IMAGEN_SUBIDA_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGEN_SUBIDA_TIPOS = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Per-shop upload quotas (decision 023). Counted on what is stored (the WebP files, full size plus
 * thumbnail), not on what was sent: a shop with 250 products of 8 photos stays well inside.
 */
export const SUBIDAS_MAX_POR_EMPRENDIMIENTO = 2000;
export const SUBIDAS_MAX_BYTES_POR_EMPRENDIMIENTO = 500 * 1024 * 1024;
/** Uploaded logos and banners not yet saved in the shop or its appearance: more wait → 429. */
export const SUBIDAS_SIN_USAR_MAX = 20;
/** An upload nothing references after this long is deleted by the sweep. */
export const SUBIDA_HUERFANA_MS = 24 * 60 * 60 * 1000;

/**
 * Every upload is stored as `<name>.webp` (800 px; a banner 1600 px) plus a 320 px `<name>-320.webp`
 * (apps/api modules/media): the `srcset` a page offers the browser, so a phone takes the small one.
 */
export const IMAGEN_MINIATURA_ANCHO = 320;
const SUBIDA_WEBP = /^(\/uploads\/[\w/-]+?)(?<!-320)\.webp$/;

/** `src` and, for an uploaded image, its `srcset`; null without an image. */
export function imagenResponsiva(
  url: string | null | undefined,
  anchoCompleto = 800,
): { src: string; srcSet?: string } | null {
  if (!url) return null;
  const m = SUBIDA_WEBP.exec(url);
  if (!m) return { src: url };
  return {
    src: url,
    srcSet: `${m[1]}-${IMAGEN_MINIATURA_ANCHO}.webp ${IMAGEN_MINIATURA_ANCHO}w, ${url} ${anchoCompleto}w`,
  };
}

/** The `sizes` of each public image, the same in the page and in the server's preload of it. */
export const TAMANOS_IMAGEN = {
  /**
   * Product cards: 2 columns on a phone, 3, 4, then 5 (components/ui/product-card). On a phone a
   * card is half the screen less the page's padding and the gap (182 px on a 412 px screen, less in
   * a shop or under a product), never more: with 50vw a 1.75× phone took the 800 px file for a
   * 182 px image where the 320 px one is sharp enough (docs/arquitectura.md#rendimiento).
   */
  tarjeta: '(min-width: 1200px) 20vw, (min-width: 900px) 25vw, (min-width: 600px) 33vw, calc(50vw - 24px)',
  /** The product page's main image: the whole width on a phone, 7/12 of at most 1200 px from md. */
  galeria: '(min-width: 900px) 680px, 100vw',
  /** A shop's banner across the page. */
  banner: '100vw',
} as const;
