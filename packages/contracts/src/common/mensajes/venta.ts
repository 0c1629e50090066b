/** Most units of one product in one order (a typo like 1000000 is refused, not reserved). */
export const CANTIDAD_MAX_POR_ITEM = 999;
export const ITEMS_MAX_POR_VENTA = 100;
/** The most an order can add up to: its amounts are numeric(12,2). */
export const MONTO_MAX_POR_VENTA = 9_999_999_999.99;

/** Orders and payments (docs/producto/api.md#ventas POST ventas; designed here where the spec is silent). */
export const MENSAJES_VENTA = {
  cantidadEntera: 'La cantidad tiene que ser un número entero',
  cantidadMinima: 'La cantidad mínima es 1',
  cantidadMaxima: `La cantidad máxima por producto es ${CANTIDAD_MAX_POR_ITEM}`,
  sinItems: 'El pedido no tiene productos',
  demasiadosItems: `Un pedido puede tener hasta ${ITEMS_MAX_POR_VENTA} productos distintos`,
  productoRepetido: 'Un producto aparece dos veces en el pedido',
  metodoPago: 'Elegí Mercado Pago o transferencia bancaria',
  claveIdempotencia: 'Falta el encabezado Idempotency-Key (de 8 a 200 caracteres)',
  claveReutilizada: 'Esa clave ya se usó para otro pedido distinto',
  productoNoDisponible: (nombre: string) => `«${nombre}» ya no está disponible`,
  productoInexistente: 'Uno de los productos ya no está disponible',
  deOtroEmprendimiento: 'Hay productos de otro emprendimiento: hacé un pedido por emprendimiento',
  stockInsuficiente: 'No hay stock suficiente de uno de los productos',
  firmaInvalida: 'Firma de la notificación inválida',
  otroEmprendimiento: (nombre: string) => `«${nombre}» es de otro emprendimiento: hacé un pedido por emprendimiento`,
  sinStock: (nombre: string, disponible: number) =>
    disponible === 0
      ? `«${nombre}» se quedó sin stock`
      : disponible === 1
        ? `De «${nombre}» queda 1 unidad`
        : `De «${nombre}» quedan ${disponible} unidades`,
  emprendimientoNoDisponible: 'Este emprendimiento no está recibiendo pedidos',
  sinDireccion: 'Completá la dirección de envío',
  ventaNoEncontrada: 'Pedido no encontrado',
  noCancelable: 'Este pedido ya no se puede cancelar',
  pagoNoDisponible: 'No pudimos iniciar el pago con Mercado Pago. Probá de nuevo en unos minutos.',
  mercadoPagoSinAplicacion:
    'La conexión con Mercado Pago no está disponible en este momento. Podés cobrar por transferencia.',
  // docs/producto/pagos.md#medios-de-pago: a shop without its own Mercado Pago account takes only transfers.
  mercadoPagoNoConectado: 'Este emprendimiento todavía no cobra con Mercado Pago: pagá por transferencia.',
  noCobraMercadoPago: (emprendimiento: string) =>
    `${emprendimiento} todavía no cobra con Mercado Pago: pagá por transferencia.`,
  mercadoPagoReconectar:
    'Tu cuenta de Mercado Pago no está conectada: conectala de nuevo en «Cobros» para poder devolver este pago.',
  pagoMontoCero:
    'Este pedido suma $ 0 y Mercado Pago no cobra pagos de $ 0. Elegí transferencia bancaria y coordiná la entrega con el emprendimiento.',
  montoFueraDeRango: `El total del pedido supera el máximo que podemos cobrar en un pedido ($ 9.999.999.999,99). Dividilo en pedidos más chicos.`,
  pagoSinIniciar:
    'No se pudo iniciar el pago con Mercado Pago: el pedido se canceló sin ningún cargo y los productos volvieron a la tienda.',
  noEsTransferencia: 'Este pedido no se paga por transferencia',
  transferenciaNoPendiente: 'Este pago ya no espera revisión',
  comprobanteInvalido: 'El comprobante tiene que ser una imagen JPEG, PNG o WebP, o un PDF',
  comprobanteRequerido: 'Adjuntá el comprobante de la transferencia',
  comprobanteDemasiadoGrande: 'El comprobante no puede superar los 5 MB',
  sinComprobante: 'Este pedido no tiene comprobante',
  comprobanteNoDisponible:
    'No encontramos el archivo del comprobante. Si el pedido todavía espera el pago, el comprador puede enviarlo de nuevo.',
  motivoRequerido: 'Contá al comprador por qué no se acreditó la transferencia',
  transicionInvalida: (de: string, a: string) => `Una venta en «${de}» no puede pasar a «${a}»`,
  transicionInvalidaGenerica: 'Esa venta no puede pasar a ese estado',
  sinPago: 'La venta todavía no está pagada: no puede pasar a «preparando»',
  cancelarConMotivo: 'Para cancelar una venta usá «Cancelar venta» e indicá el motivo',
  motivoCancelacion: 'Contá al comprador por qué cancelás la venta',
  noReembolsable: 'Esta venta no tiene un pago aprobado para reembolsar',
  notaReembolso: 'Contá cómo le devolviste el dinero al comprador',
  reembolsoNoDisponible: 'Mercado Pago no pudo hacer el reembolso. Probá de nuevo en unos minutos.',
  // docs/producto/envios.md#costo-en-el-pedido: the delivery chosen at checkout.
  envioNoDisponible: 'El envío elegido ya no está disponible en este emprendimiento: elegí otro',
  envioEliminado: (nombre: string) => `El envío «${nombre}» ya no está disponible: elegí otro`,
  envioSinDireccion: 'Elegí la dirección donde querés recibir el pedido',
  retiroConDireccion: 'El retiro en el local no lleva dirección de entrega: quitala o elegí envío a domicilio',
  envioSinCobertura: 'Este emprendimiento no envía a tu provincia: elegí otro envío u otra dirección',
  noEnviaA: (provincia: string) => `Este emprendimiento no envía a ${provincia}`,
} as const;
