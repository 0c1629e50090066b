/** Image uploads (logo, later product images): same limits on the client check and the API (ARCHITECTURE.md "Uploaded images"). */
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
