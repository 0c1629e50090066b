/** Image uploads (logo, later product images): same limits on the client check and the API (ARCHITECTURE.md "Uploaded images"). */
export const IMAGEN_SUBIDA_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGEN_SUBIDA_TIPOS = ['image/jpeg', 'image/png', 'image/webp'] as const;
