/** Personal data texts (docs/producto/datos-personales.md): download and account deletion. */
export const MENSAJES_DATOS_PERSONALES = {
  confirmacionBaja: 'Escribí ELIMINAR para confirmar la baja de tu cuenta',
  pedidosEnCurso:
    'Antes de eliminar tu cuenta terminá o cancelá los pedidos en curso (pendientes, en preparación o listos)',
  errorDescarga: 'No pudimos preparar la descarga de tus datos.',
  errorBaja: 'No pudimos registrar la baja de tu cuenta.',
  errorEstadoBaja: 'No pudimos consultar la baja de tu cuenta.',
  errorBajas: 'No pudimos cargar las bajas de cuenta.',
} as const;
