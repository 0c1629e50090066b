/** 'Botón de arrepentimiento' (Resolución 424/2020). */
export const MENSAJES_ARREPENTIMIENTO = {
  numero: 'Escribí el número de pedido (lo ves en «Mis Pedidos» y en el correo de confirmación).',
  email: 'Escribí el correo electrónico con el que hiciste la compra.',
  nombre: 'Escribí tu nombre y apellido.',
  motivoLargo: 'El motivo puede tener hasta 1000 caracteres.',
  noEncontrado: 'No encontramos un pedido con ese número y ese correo. Revisá los datos del correo de confirmación.',
  cancelado: 'Ese pedido ya está cancelado: no hace falta arrepentirse.',
  plazoVencido: 'Pasaron más de 10 días desde que recibiste el pedido, el plazo para arrepentirte. Escribile al emprendimiento por el chat del pedido.',
  error: 'No pudimos registrar tu pedido de arrepentimiento. Probá de nuevo en unos minutos.',
} as const;
