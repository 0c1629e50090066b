/** Notices on this device and notification preferences (docs/producto/notificaciones.md). */
export const MENSAJES_NOTIFICACIONES = {
  errorPreferencias: 'No pudimos cargar tus preferencias de avisos.',
  errorGuardarPreferencias: 'No pudimos guardar tus preferencias de avisos.',
  errorClavePush: 'No pudimos preparar los avisos en este dispositivo.',
  errorSuscribir: 'No pudimos activar los avisos en este dispositivo.',
  errorDesuscribir: 'No pudimos desactivar los avisos en este dispositivo.',
  errorDispositivos: 'No pudimos cargar tus dispositivos con avisos.',
  endpointInvalido: 'La suscripción del navegador no es válida. Probá activar los avisos de nuevo.',
  claveInvalida: 'Las claves de la suscripción del navegador no son válidas.',
  clasesRepetidas: 'Cada tipo de aviso puede aparecer una sola vez.',
  claseAjena: 'Ese tipo de aviso no corresponde a tu cuenta.',
} as const;
