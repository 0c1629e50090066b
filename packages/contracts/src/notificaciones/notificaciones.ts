// docs/producto/notificaciones.md: web push subscriptions per device and the notification
// preferences (e-mail / push per kind of notice).

export const PUSH_SUSCRIPCIONES_RUTA = '/api/v1/push/suscripciones';

/**
 * The kinds of notice a user chooses e-mail and push for (docs/producto/notificaciones.md#preferencias).
 * Sellers: a new sale, a payment approved, a question, a chat message. Buyers: their order's state,
 * an answer to their question, an alert that came true, a chat message.
 */
export const CLASES_AVISO = [
  'venta_nueva',
  'pago_aprobado',
  'pregunta_nueva',
  'mensaje_chat',
  'pedido_estado',
  'pregunta_respuesta',
  'alerta',
] as const;
export type ClaseAviso = (typeof CLASES_AVISO)[number];
export type CanalAviso = 'correo' | 'push';
