import { SUBIDAS_MAX_BYTES_POR_EMPRENDIMIENTO, SUBIDAS_MAX_POR_EMPRENDIMIENTO } from '../imagenes';

/** Image uploads (logo, banner, product images). */
export const MENSAJES_IMAGEN = {
  noValida: 'La imagen debe ser JPG, PNG o WebP',
  demasiadoGrande: 'La imagen no puede superar los 5 MB',
  errorSubida: 'No pudimos subir la imagen. Probá de nuevo.',
  sinEmprendimiento: 'Primero registrá tu emprendimiento: las imágenes se guardan en tu tienda.',
  cuotaExcedida: `Tu emprendimiento llegó al límite de imágenes guardadas (${SUBIDAS_MAX_POR_EMPRENDIMIENTO} imágenes o ${SUBIDAS_MAX_BYTES_POR_EMPRENDIMIENTO / 1024 / 1024} MB). Eliminá imágenes que ya no uses para subir nuevas.`,
  demasiadasSinUsar:
    'Subiste muchas imágenes que todavía no guardaste en tu tienda. Guardá los cambios o probá de nuevo en una hora.',
  servidorOcupado: 'Estamos procesando muchas imágenes en este momento. Probá de nuevo en unos segundos.',
} as const;
