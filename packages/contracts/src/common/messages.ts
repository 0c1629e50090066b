import { SUBIDAS_MAX_BYTES_POR_EMPRENDIMIENTO, SUBIDAS_MAX_POR_EMPRENDIMIENTO } from './imagenes';
import { FUENTES_NOMBRE } from '../tienda/fuentes';

/**
 * Every Spanish text of the product that more than one place reads (spec §5, §8): schema
 * messages, API error texts (the error catalogue in errores.ts points here), the web's defaults
 * when a call fails without a server message. Each text is written once in this file (a test
 * says so); the sections only group them by area.
 */
export const MENSAJES = {
  inesperado: 'Ha ocurrido un error inesperado',
  sinConexion: 'No pudimos conectarnos con el servidor. Revisá tu conexión.',
  noEncontrado: 'El recurso solicitado no existe',
  rutaApiNoEncontrada: 'Ruta de API no encontrada',
  productoNoEncontrado: 'Producto no encontrado',
  emprendimientoNoEncontrado: 'Emprendimiento no encontrado',
  tiendaNoEncontrada: 'No se encontraron datos de la tienda',
  tiendaIncompleta: 'Datos de tienda incompletos',
  idInvalido: 'El identificador no es válido',
  paginaInvalida: 'La página debe ser un número entero mayor o igual a 0',
  tamanoInvalido: 'El tamaño de página debe ser un número entero entre 1 y 100',
  precioInvalido: 'El precio debe ser un número mayor o igual a 0',
  rangoPrecioInvalido: 'El precio mínimo no puede ser mayor que el precio máximo',
  tipoProductoInvalido: 'El tipo de producto no es válido',
  rubroInvalido: 'El rubro no es válido',
  provinciaInvalida: 'La provincia no es válida',
  textoBusquedaLargo: 'El texto de búsqueda no puede superar los 100 caracteres',
  // Shop directory filters (spec §3 buyer shop filters, decision 039).
  ciudadLarga: 'La ciudad no puede superar los 100 caracteres',
  calificacionMinimaInvalida: 'La calificación mínima debe ser un número entre 1 y 5',
  verificadoInvalido: 'El filtro de verificados debe ser true o false',
  ordenEmprendimientosInvalido: 'El orden debe ser relevancia, calificacion, recientes o productos',
  // 'Visitados recientemente' (spec §3 history of the last 10 shops).
  tiendasVisitadasDemasiadas: 'Podés importar hasta 10 tiendas visitadas',
  tiendasVisitadasRepetidas: 'Hay tiendas repetidas en la lista',
  parametrosInvalidos: 'Los datos enviados no son válidos',
  caracteresNoPermitidos: 'El texto tiene caracteres no permitidos',
  // Requests the framework refuses before any route runs (they must answer in Spanish too).
  tipoContenidoNoSoportado: 'El tipo de contenido enviado no está soportado',
  solicitudDemasiadoGrande: 'Los datos enviados superan el tamaño permitido',
  urlInvalida: 'La dirección solicitada no es válida',
  encabezadosDemasiadoGrandes: 'Los encabezados de la solicitud son demasiado grandes',
  solicitudInvalida: 'La solicitud no es válida',
  tiempoAgotado: 'La solicitud tardó demasiado. Intentá de nuevo.',
  demasiadasSolicitudes: 'Demasiadas solicitudes. Esperá un momento e intentá de nuevo.',
  servicioNoDisponible: 'El servicio no está disponible en este momento',
  categoriasNoCargadas: 'No se pudieron cargar las categorías.',
  rolNoReconocido: 'Rol no reconocido',
  // spec §8: coupon validation as the buyer sees it, by status, and the defaults.
  cuponDatosInvalidos: 'Datos de cupón no válidos',
  cuponNoEncontrado: 'Cupón no encontrado',
  cuponNoDisponible: 'Este cupón ya ha sido utilizado o ha expirado',
  cuponNoAplicable: 'Cupón no válido para este emprendimiento o monto',
  cuponNoValido: 'Cupón no válido',
  cuponErrorServidor: 'Error del servidor. Intenta más tarde.',
  cuponErrorValidar: 'Error al validar el cupón. Intenta nuevamente.',
} as const;

/** Validation and guard texts of the profile areas and the admin (spec §5, §8). */
export const MENSAJES_PERFIL = {
  userIdRequerido: 'User ID is required',
  rolRequerido: 'User role is required',
  rolNoSoportado: (rol: string) => `Unsupported user role: ${rol}`,
  compradorIdRequerido: 'El ID del comprador es requerido',
  emprendimientoIdRequerido: 'El ID del emprendimiento es requerido',
  estadoRequerido: 'El estado a consultar es requerido y debe ser un string',
  userIdEmprendimiento: 'User ID is required to fetch emprendimiento data',
  errorVerificarPerfil: 'Error al verificar el estado del perfil',
  errorVerificarEliminado: 'Error al verificar si el comprador fue eliminado',
  errorConsultarEstado: (estado: string) => `Error al consultar el estado '${estado}' del emprendimiento`,
  errorObtenerEmprendimiento: 'Failed to fetch emprendimiento data',
  errorDesactivar: 'Failed to deactivate emprendimiento',
  provinciaObligatoria: 'Elegí una provincia',
  rubroObligatorio: 'Elegí un rubro',
  codigoPostalInvalido: 'El código postal debe tener 4 dígitos o el formato CPA (por ejemplo C1425ABC)',
  dniInvalido: 'El DNI debe tener 7 u 8 dígitos, sin puntos',
  telefonoInvalido: 'Ingresá un teléfono válido, con código de área (por ejemplo 11 4567-8901)',
  cuitInvalido: 'El CUIT no es válido: revisá los 11 dígitos',
  cbuInvalido: 'El CBU/CVU no es válido: debe tener 22 dígitos y sus dígitos verificadores correctos',
  aliasInvalido: 'El alias debe tener entre 6 y 20 caracteres: letras, números, puntos o guiones',
  perfilYaExiste: 'Ya completaste tu perfil',
  emprendimientoYaExiste: 'Ya tenés un emprendimiento registrado',
  perfilNoEncontrado: 'Todavía no completaste tu perfil',
  sinPermiso: 'No tenés permiso para realizar esta acción',
  noAutenticado: 'Iniciá sesión para continuar',
  tokenInvalido: 'Tu sesión no es válida o expiró. Iniciá sesión de nuevo.',
  motivoRechazoRequerido: 'Indicá el motivo del rechazo (al menos 10 caracteres)',
  solicitudNoPendiente: 'Solo se pueden aprobar o rechazar solicitudes pendientes',
  usuarioNoEncontrado: 'Usuario no encontrado',
  // An admin never changes its own account (a revoked admin could undo its revocation),
  // and someone must always be able to undo a mistake.
  noPodesCambiarTuCuenta: 'No podés cambiar tu propia cuenta',
  ultimoAdmin: 'Tiene que quedar al menos un administrador habilitado',
  rolesVacios: 'El usuario necesita al menos un rol',
  cambioVacio: 'Indicá qué cambiar: habilitado o roles',
  unRolPorCuenta: 'Una cuenta no puede ser compradora y emprendedora a la vez',
  // Contact before buying (decision 040).
  whatsappInvalido: 'Ingresá un WhatsApp argentino con código de área, por ejemplo 11 2345-6789 o 0351 15-123-4567',
  instagramInvalido: 'Ingresá tu usuario de Instagram (por ejemplo @mitienda): letras, números, puntos o guiones bajos, hasta 30',
  emailPublicoInvalido: 'Ingresá un e-mail de contacto válido, por ejemplo hola@mitienda.com.ar',
} as const;

/** Account texts of the profile areas (buyer and seller accounts, uploads). */
export const MENSAJES_CUENTA = {
  logoInvalido: 'El logo tiene que ser una imagen subida a Feria',
  emprendimientoDesactivado: 'Tu emprendimiento está desactivado: ya no se puede modificar',
  compradorInactivo: 'Tu cuenta de comprador está inactiva',
  imagenRequerida: 'Elegí una imagen para subir',
  /** With a real Keycloak (IDENTITY_EMBEDDED=false) accounts are managed in its admin console. */
  usuariosExternos: 'Las cuentas se administran en la consola del servidor de identidad',
} as const;

/** Seller product texts (spec §5 attribute editor, §8). */
export const MENSAJES_PRODUCTO = {
  nombreObligatorio: 'El nombre del producto es obligatorio',
  nombreLargo: 'El nombre no puede superar los 120 caracteres',
  descripcionLarga: 'La descripción no puede superar los 2000 caracteres',
  precioInvalido: 'El precio debe ser un número mayor o igual a 0, con hasta 2 decimales',
  stockInvalido: 'El stock debe ser un número entero mayor o igual a 0',
  skuLargo: 'El SKU no puede superar los 40 caracteres',
  skuRepetido: 'Ya tenés otro producto con ese SKU',
  tipoObligatorio: 'Elegí un tipo de producto',
  tipoInexistente: 'El tipo de producto no existe',
  claveAtributo: 'Completá el nombre del atributo (por ejemplo Color)',
  valorAtributo: 'Completá el valor del atributo (por ejemplo Azul)',
  atributoLargo: 'El atributo es demasiado largo',
  claveRepetida: 'Hay atributos con el mismo nombre',
  demasiadosAtributos: 'Un producto puede tener hasta 30 atributos',
  errorAtributos: 'Error interno del servidor al obtener atributos',
  errorObtenerAtributos: 'Error al obtener atributos de productos',
  imagenNoEncontrada: 'Imagen no encontrada',
  ordenImagenesInvalido: 'El orden debe incluir todas las imágenes del producto',
  demasiadasImagenes: 'Un producto puede tener hasta 8 imágenes',
  imagenNoSubida: 'La imagen principal tiene que ser una imagen de este producto o una que tu emprendimiento subió a Feria',
  errorCrearProducto: 'Error al crear producto',
  emprendimientoIdInvalido: 'El identificador del emprendimiento no es válido',
} as const;

/** Image uploads (logo, banner, product images). */
export const MENSAJES_IMAGEN = {
  noValida: 'La imagen debe ser JPG, PNG o WebP',
  demasiadoGrande: 'La imagen no puede superar los 5 MB',
  errorSubida: 'No pudimos subir la imagen. Probá de nuevo.',
  sinEmprendimiento: 'Primero registrá tu emprendimiento: las imágenes se guardan en tu tienda.',
  cuotaExcedida:
    `Tu emprendimiento llegó al límite de imágenes guardadas (${SUBIDAS_MAX_POR_EMPRENDIMIENTO} imágenes o ${SUBIDAS_MAX_BYTES_POR_EMPRENDIMIENTO / 1024 / 1024} MB). Eliminá imágenes que ya no uses para subir nuevas.`,
  demasiadasSinUsar:
    'Subiste muchas imágenes que todavía no guardaste en tu tienda. Guardá los cambios o probá de nuevo en una hora.',
  servidorOcupado: 'Estamos procesando muchas imágenes en este momento. Probá de nuevo en unos segundos.',
} as const;

/**
 * Seller catalog texts (spec §4.8, §7.5). obtener…actualizarProductos are the spec §8 defaults
 * the web shows when a call fails without a server message; the rest are API answers.
 */
export const MENSAJES_CATALOGO = {
  obtener: 'Error al obtener catálogos',
  crear: 'Error al crear catálogo',
  actualizar: 'Error al actualizar catálogo',
  eliminar: 'Error al eliminar catálogo',
  cambiarEstado: 'Error al cambiar estado del catálogo',
  obtenerProductos: 'Error al obtener productos del catálogo',
  actualizarProductos: 'Error al actualizar productos del catálogo',
  nombreObligatorio: 'El nombre del catálogo es obligatorio',
  nombreLargo: 'El nombre del catálogo no puede superar los 60 caracteres',
  nombreRepetido: 'Ya tenés un catálogo con ese nombre',
  catalogoNoEncontrado: 'Catálogo no encontrado',
  productosInvalidos: 'Enviá la lista de productos del catálogo',
  demasiadosProductos: 'Un catálogo puede tener hasta 1000 productos',
  productoIdInvalido: 'Identificador de producto inválido',
  productosAjenos: 'Solo podés agregar productos de tu emprendimiento que no estén eliminados',
} as const;

/** Storefront appearance texts (spec §5, §7.2, §7.6). */
export const MENSAJES_APARIENCIA = {
  sinId: 'ID de emprendimiento es requerido',
  sinDatos: 'Datos de apariencia son requeridos',
  /** A body without one of the fields: the appearance is read and written whole (spec §3). */
  incompleta: 'Faltan datos de la apariencia: se guarda completa, con todos sus campos',
  obtener: 'Error al obtener la apariencia de la tienda',
  actualizar: 'Error al actualizar la apariencia de la tienda',
  imagenInvalida: 'El banner y el logo tienen que ser imágenes subidas a Feria',
  /** POST /api/emprendedor/v1/imagenes?tipo= */
  tipoImagenInvalido: 'El tipo de imagen debe ser logo o banner',
  nombreTiendaLargo: 'El nombre de la tienda no puede superar los 80 caracteres',
  distribucionInvalida: 'La distribución de catálogos debe ser grid o carrusel',
  fuenteInvalida: `La fuente del nombre debe ser una de: ${FUENTES_NOMBRE.join(', ')}`,
  tamanoInvalido: 'El tamaño del nombre debe ser pequena, mediana o grande',
  gradienteInvalido: 'El tipo de gradiente debe ser lineal o radial',
  catalogosInvalidos: 'Los catálogos seleccionados no son válidos',
  catalogosAjenos: 'Solo podés mostrar catálogos de tu tienda',
  filtrosInvalidos: 'Los filtros de la tienda no son válidos',
  demasiadosFiltros: 'La tienda puede tener hasta 20 filtros',
  claveFiltro: 'Completá el nombre del filtro (por ejemplo Color)',
  valorFiltro: 'Los valores del filtro no pueden estar vacíos',
  filtroLargo: 'Los nombres y valores de los filtros no pueden superar los 60 caracteres',
  demasiadosValores: 'Un filtro puede tener hasta 50 valores',
} as const;

/** Most units of one product in one order (a typo like 1000000 is refused, not reserved). */
export const CANTIDAD_MAX_POR_ITEM = 999;
export const ITEMS_MAX_POR_VENTA = 100;

/** Orders and payments (spec §7.7 POST ventas; designed here where the spec is silent). */
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
    disponible === 0 ? `«${nombre}» se quedó sin stock` : `De «${nombre}» quedan ${disponible} unidades`,
  emprendimientoNoDisponible: 'Este emprendimiento no está recibiendo pedidos',
  sinDireccion: 'Completá la dirección de envío',
  ventaNoEncontrada: 'Pedido no encontrado',
  noCancelable: 'Este pedido ya no se puede cancelar',
  pagoNoDisponible: 'No pudimos iniciar el pago con Mercado Pago. Probá de nuevo en unos minutos.',
  noEsTransferencia: 'Este pedido no se paga por transferencia',
  transferenciaNoPendiente: 'Este pago ya no espera revisión',
  comprobanteInvalido: 'El comprobante tiene que ser una imagen JPEG, PNG o WebP, o un PDF',
  comprobanteRequerido: 'Adjuntá el comprobante de la transferencia',
  comprobanteDemasiadoGrande: 'El comprobante no puede superar los 5 MB',
  sinComprobante: 'Este pedido no tiene comprobante',
  motivoRequerido: 'Contá al comprador por qué no se acreditó la transferencia',
  transicionInvalida: (de: string, a: string) => `Una venta en «${de}» no puede pasar a «${a}»`,
  transicionInvalidaGenerica: 'Esa venta no puede pasar a ese estado',
  sinPago: 'La venta todavía no está pagada: no puede pasar a «preparando»',
  cancelarConMotivo: 'Para cancelar una venta usá «Cancelar venta» e indicá el motivo',
  motivoCancelacion: 'Contá al comprador por qué cancelás la venta',
  noReembolsable: 'Esta venta no tiene un pago aprobado para reembolsar',
  notaReembolso: 'Contá cómo le devolviste el dinero al comprador',
  reembolsoNoDisponible: 'Mercado Pago no pudo hacer el reembolso. Probá de nuevo en unos minutos.',
} as const;


/** The order chat. */
export const CHAT_MAX_CARACTERES = 2000;
/** spec §4.9, §5, §8 voice texts, and the server's own for the audio it refuses. */
export const MENSAJES_VOZ = {
  sinEmprendedor: 'Error: No se pudo identificar al emprendedor.',
  microfono: 'No se pudo acceder al micrófono. Por favor, verifica los permisos en tu navegador.',
  errorAudio: (m?: string) => `Hubo un error al procesar el audio: ${m || 'Inténtalo de nuevo.'}`,
  errorCargaLote: (m?: string) => `Error al cargar los productos: ${m || 'Uno o más productos no pudieron ser creados.'}`,
  errorCargaGuardado: 'Falló la creación de uno o más productos.',
  errorModificarLote: 'Falló la modificación de uno o más productos.',
  errorCambios: 'Ocurrió un error al aplicar los cambios.',
  errorCambiosMasivos: 'Ocurrió un error al aplicar los cambios masivos.',
  accionNoReconocida: 'Acción no reconocida por el sistema.',
  respuestaVacia: 'La respuesta de la API fue vacía.',
  sinProductosValidos: 'No hay productos válidos para cargar.',
  sinSeleccion: (n: number) => `No se ha seleccionado un producto para la modificación #${n}`,
  sinDatosMasivos: 'No hay datos de modificación válidos',
  datosIncompletos: 'Datos de modificación incompletos.',
  audioRequerido: 'Falta la grabación: enviá el archivo grabacion.wav en el campo file.',
  audioInvalido: 'La grabación no es un WAV PCM válido (RIFF/WAVE, PCM de 16 bits, mono o estéreo, 8.000 a 48.000 Hz).',
  audioLargo: 'La grabación dura más de 60 segundos. Grabá un comando más corto.',
  audioGrande: 'La grabación pesa más de 5 MB. Grabá un comando más corto.',
  sinMotor: 'Este servidor no tiene configurado un reconocimiento de voz (STT_ENGINE). Escribí el comando en el cuadro de texto, o pedile a quien administra Feria que configure STT_URL.',
  sinTranscripcion: 'Tu navegador no envió la transcripción de la grabación. Escribí o corregí el comando en el cuadro de texto y volvé a enviarlo.',
  motorFallo: 'El servicio de reconocimiento de voz no respondió bien. Probá de nuevo o escribí el comando.',
  motorTiempo: 'El servicio de reconocimiento de voz tardó demasiado. Probá de nuevo o escribí el comando.',
  transcripcionVacia: 'No se entendió nada en la grabación. Hablá cerca del micrófono o escribí el comando.',
} as const;

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

/** Reviews from verified purchases (decision 038). */
export const RESENA_COMENTARIO_MAX = 1000;
export const MENSAJES_RESENA = {
  calificacion: 'Elegí de 1 a 5 estrellas',
  comentarioLargo: `El comentario puede tener hasta ${RESENA_COMENTARIO_MAX} caracteres`,
  respuestaVacia: 'Escribí tu respuesta',
  respuestaLarga: `La respuesta puede tener hasta ${RESENA_COMENTARIO_MAX} caracteres`,
  motivoReporte: 'Contanos por qué la reportás (entre 5 y 500 caracteres)',
  motivoOcultar: 'Escribí el motivo para ocultarla (entre 5 y 500 caracteres)',
  noEncontrada: 'Reseña no encontrada',
  sinCompraCompletada: 'Solo podés calificar un pedido tuyo que ya recibiste (estado «completado»)',
  yaCalificada: 'Ya calificaste esto en este pedido. Podés editar tu reseña.',
  itemAjeno: 'Ese producto no es parte de este pedido',
  plazoEdicion: 'Pasaron más de 30 días desde que escribiste la reseña: ya no se puede editar',
  yaRespondida: 'Ya respondiste esta reseña: cada reseña tiene una sola respuesta',
  yaReportada: 'Ya reportaste esta reseña. Un administrador la va a revisar.',
  errorListar: 'No pudimos cargar las reseñas',
  errorGuardar: 'No pudimos guardar tu reseña',
  errorResponder: 'No pudimos guardar tu respuesta',
  errorReportar: 'No pudimos enviar el reporte',
  errorModerar: 'No pudimos actualizar la reseña',
} as const;

export const MENSAJES_CHAT = {
  vacio: 'Escribí un mensaje',
  largo: `El mensaje puede tener hasta ${CHAT_MAX_CARACTERES} caracteres`,
  demasiados: 'Mandaste muchos mensajes seguidos. Esperá un minuto y probá de nuevo.',
} as const;

/** Discounts and coupons (spec §8 'discount and code equivalents'; the rest designed here). */
export const PORCENTAJE_MIN = 1;
export const PORCENTAJE_MAX = 90;
export const PRODUCTOS_POR_DESCUENTO_MAX = 500;
export const MENSAJES_PROMOCION = {
  // spec §8 "discount and code equivalents" of the action defaults.
  crearDescuento: 'Error al crear descuento',
  obtenerDescuentos: 'Error al obtener descuentos',
  obtenerDescuento: 'Error al obtener el descuento',
  actualizarDescuento: 'Error al actualizar descuento',
  eliminarDescuento: 'Error al eliminar descuento',
  cambiarEstadoDescuento: 'Error al cambiar estado del descuento',
  crearCupon: 'Error al crear código promocional',
  obtenerCupones: 'Error al obtener códigos promocionales',
  obtenerCupon: 'Error al obtener el código promocional',
  actualizarCupon: 'Error al actualizar código promocional',
  eliminarCupon: 'Error al eliminar código promocional',
  // Validation (designed here).
  tipo: 'Elegí porcentaje o monto fijo',
  valorNumero: 'Ingresá un valor numérico',
  porcentaje: `El porcentaje tiene que estar entre ${PORCENTAJE_MIN} y ${PORCENTAJE_MAX}`,
  porcentajeEntero: 'El porcentaje tiene que ser un número entero',
  montoPositivo: 'El monto tiene que ser mayor que $ 0',
  montoEntero: 'El monto va en pesos, sin centavos',
  montoMaximo: 'El monto es demasiado grande',
  sinProductos: 'Elegí al menos un producto',
  demasiadosProductos: `Un descuento puede tener hasta ${PRODUCTOS_POR_DESCUENTO_MAX} productos`,
  productosAjenos: 'Algunos productos no son de este emprendimiento',
  fechaInvalida: 'Fecha no válida',
  fechasInvertidas: 'La fecha de fin tiene que ser posterior a la de inicio',
  fijoSuperaPrecio: (nombre: string) => `El descuento fijo deja «${nombre}» en $ 0 o menos: bajá el monto o quitá ese producto`,
  descripcionLarga: 'La descripción puede tener hasta 200 caracteres',
  codigoRequerido: 'Ingresá el código del cupón',
  codigoFormato: 'El código lleva de 3 a 30 letras, números, guiones o guiones bajos, sin espacios',
  codigoRepetido: 'Ya tenés un cupón con ese código',
  enteroPositivo: 'Tiene que ser un número entero mayor que 0',
  montoMinimoInvalido: 'El monto mínimo tiene que ser un número mayor o igual a 0',
  sinCambios: 'No hay nada para cambiar',
  descuentoNoEncontrado: 'Descuento no encontrado',
  cuponNoEncontrado: 'Código promocional no encontrado',
  compradorAjeno: 'Solo podés validar cupones para tu propia compra',
  demasiadasValidaciones: 'Probaste muchos códigos seguidos. Esperá un minuto y volvé a intentar.',
  // Details under the spec §8 texts (what exactly does not fit).
  detalleMontoMinimo: (monto: string) => `Este cupón es para compras desde ${monto}.`,
  detalleCantidadMinima: (cantidad: number) => `Este cupón es para compras de ${cantidad} productos o más.`,
  detalleFijoMayor: (monto: string) => `El total tiene que superar ${monto} para usar este cupón.`,
  detalleOtroEmprendimiento: 'Este código es de otro emprendimiento.',
  detalleNoEmpezo: (fecha: string) => `Este cupón se puede usar desde el ${fecha}.`,
  detalleVencido: 'El cupón venció.',
  detalleAgotado: 'El cupón alcanzó su límite de usos.',
  detalleDeshabilitado: 'El emprendimiento pausó este cupón.',
  detallePorComprador: 'Ya usaste este cupón todas las veces permitidas.',
  cuponAplicado: (codigo: string) => `Cupón ${codigo} aplicado`,
} as const;
