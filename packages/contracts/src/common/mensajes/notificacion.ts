/** Notices on this device and notification preferences (docs/producto/notificaciones.md). */
export const MENSAJES_NOTIFICACIONES = {
  errorPreferencias: 'No pudimos cargar tus preferencias de avisos.',
} as const;
