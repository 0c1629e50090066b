// docs/producto/envios.md#seguimiento and docs/producto/devoluciones.md: the Spanish texts of a
// shipment's tracking and of a return, for the schemas, the catalogue's codes and the screens.

export const MENSAJES_SEGUIMIENTO = {
  transportista: 'Elegí o escribí el transportista (por ejemplo, Correo Argentino)',
  transportistaLargo: 'El transportista no puede superar los 60 caracteres',
  codigo: 'Escribí el código de seguimiento',
  codigoLargo: 'El código de seguimiento no puede superar los 60 caracteres',
  url: 'El enlace de seguimiento tiene que empezar con https://',
  guardar: 'No se pudo registrar el envío.',
  enRetiro: 'Este pedido se retira en el local: no lleva envío ni código de seguimiento',
  noListo: 'Registrá el envío cuando el pedido esté «Listo»',
} as const;

export const MENSAJES_DEVOLUCION = {
  instrucciones: 'Contale al comprador cómo devolver el producto (al menos 10 caracteres)',
  instruccionesLargas: 'Las instrucciones no pueden superar los 1000 caracteres',
  motivoRechazo: 'Contá por qué rechazás la devolución (al menos 3 caracteres)',
  motivoLargo: 'El motivo no puede superar los 300 caracteres',
  notaLarga: 'La nota no puede superar los 300 caracteres',
  estado: 'Elegí qué hacer con la devolución: aceptarla, rechazarla o marcarla recibida',
  guardar: 'No se pudo actualizar la devolución.',
  noEncontrada: 'Este pedido no tiene una devolución',
  transicionInvalida: 'La devolución ya no puede pasar a ese estado',
  transicion: (de: string, a: string) => `La devolución está «${de}»: no puede pasar a «${a}»`,
} as const;
