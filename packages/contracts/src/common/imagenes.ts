/** Image uploads (logo, later product images): same limits on the client check and the API (ARCHITECTURE.md "Uploaded images"). */
export const IMAGEN_SUBIDA_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGEN_SUBIDA_TIPOS = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const MENSAJES_IMAGEN = {
  noValida: 'La imagen debe ser JPG, PNG o WebP',
  demasiadoGrande: 'La imagen no puede superar los 5 MB',
  errorSubida: 'No pudimos subir la imagen. Probá de nuevo.',
} as const;
