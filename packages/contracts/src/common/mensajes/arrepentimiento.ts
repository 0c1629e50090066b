/** 'Botón de arrepentimiento' (Resolución 424/2020). */
export const MENSAJES_ARREPENTIMIENTO = {
  numero: 'Escribí el número de pedido (lo ves en «Mis Pedidos» y en el correo de confirmación).',
  email: 'Escribí el correo electrónico con el que hiciste la compra.',
  nombre: 'Escribí tu nombre y apellido.',
  motivoLargo: 'El motivo puede tener hasta 1000 caracteres.',
  /** The one answer to the form, whether or not the order exists (docs/producto/arrepentimiento.md#sin-revelar-pedidos). */
  enviado:
    'Si los datos coinciden con un pedido, te enviamos un correo a esa dirección para confirmar el arrepentimiento.',
  demasiados:
    'Recibimos muchos pedidos de arrepentimiento seguidos desde tu conexión o para ese correo. Esperá una hora y probá de nuevo.',
  enlaceInvalido:
    'Este enlace para confirmar el arrepentimiento no es válido. Abrilo desde el correo que te enviamos, completo, o volvé a pedirlo desde el formulario.',
  enlaceVencido:
    'Este enlace para confirmar el arrepentimiento venció (dura 24 horas). Volvé a pedirlo desde el formulario.',
  cancelado: 'Ese pedido ya está cancelado: no hace falta arrepentirse.',
  plazoVencido:
    'Pasaron más de 10 días desde que recibiste el pedido, el plazo para arrepentirte. Escribile al emprendimiento por el chat del pedido.',
  error: 'No pudimos registrar tu pedido de arrepentimiento. Probá de nuevo en unos minutos.',
  errorConfirmar: 'No pudimos confirmar tu arrepentimiento. Probá de nuevo en unos minutos.',
} as const;
