import {
  MENSAJES,
  MENSAJES_APARIENCIA,
  MENSAJES_CATALOGO,
  MENSAJES_CUENTA,
  MENSAJES_IMAGEN,
  MENSAJES_PERFIL,
  MENSAJES_PRODUCTO,
  MENSAJES_VENTA,
  MENSAJES_CHAT,
  MENSAJES_VARIANTE,
  MENSAJES_PLANILLA,
} from './messages';

import { MENSAJES_CORREO } from './messages';
import { MENSAJES_DEVOLUCION, MENSAJES_SEGUIMIENTO } from './messages';
import { MENSAJES_ENVIO } from './messages';
import { MENSAJES_DIRECCION } from './messages';
import { MENSAJES_DATOS_PERSONALES } from './messages';
import { MENSAJES_ARREPENTIMIENTO, MENSAJES_PROMOCION, MENSAJES_RESENA, MENSAJES_VOZ } from './messages';
import { MENSAJES_FAVORITOS } from './messages';
import { MENSAJES_PREGUNTAS } from './messages';
import { MENSAJES_NOTIFICACIONES } from './messages';
/** One error the API can answer: its HTTP status, its Spanish text and, when one form field is at fault, that field. */
export interface DefinicionError {
  readonly status: number;
  readonly mensaje: string;
  /** Path of the field at fault in the request body, dotted (`direccion.idProvincia`). */
  readonly campo?: string;
}

/**
 * The error catalogue (docs/arquitectura.md#contratos, docs/producto/errores.md): every `codigo` the API
 * answers in `{ mensaje, codigo, campo? }`. The server throws by codigo (status and text come
 * from here); the web switches on `codigo` and `campo`, never on the text.
 *
 * `VALIDACION` is the one family entry: a request the contracts schemas refuse answers the
 * schema's own text for the field (and that field as `campo`); its `mensaje` here is the text
 * when no field is to blame.
 */
export const ERRORES = {
  // Requests refused before any rule runs: schemas, the framework, the HTTP parser.
  VALIDACION: { status: 400, mensaje: MENSAJES.parametrosInvalidos },
  TIPO_DE_CONTENIDO_NO_SOPORTADO: { status: 415, mensaje: MENSAJES.tipoContenidoNoSoportado },
  SOLICITUD_DEMASIADO_GRANDE: { status: 413, mensaje: MENSAJES.solicitudDemasiadoGrande },
  ENCABEZADOS_DEMASIADO_GRANDES: { status: 431, mensaje: MENSAJES.encabezadosDemasiadoGrandes },
  TIEMPO_AGOTADO: { status: 408, mensaje: MENSAJES.tiempoAgotado },
  DEMASIADAS_SOLICITUDES: { status: 429, mensaje: MENSAJES.demasiadasSolicitudes },
  RUTA_NO_ENCONTRADA: { status: 404, mensaje: MENSAJES.rutaApiNoEncontrada },
  NO_ENCONTRADO: { status: 404, mensaje: MENSAJES.noEncontrado },

  // Identity and ownership.
  NO_AUTENTICADO: { status: 401, mensaje: MENSAJES_PERFIL.noAutenticado },
  SESION_INVALIDA: { status: 401, mensaje: MENSAJES_PERFIL.tokenInvalido },
  SIN_PERMISO: { status: 403, mensaje: MENSAJES_PERFIL.sinPermiso },

  // Not found.
  PRODUCTO_NO_ENCONTRADO: { status: 404, mensaje: MENSAJES.productoNoEncontrado },
  EMPRENDIMIENTO_NO_ENCONTRADO: { status: 404, mensaje: MENSAJES.emprendimientoNoEncontrado },
  TIENDA_NO_ENCONTRADA: { status: 404, mensaje: MENSAJES.tiendaNoEncontrada },
  CATALOGO_NO_ENCONTRADO: { status: 404, mensaje: MENSAJES_CATALOGO.catalogoNoEncontrado },
  IMAGEN_NO_ENCONTRADA: { status: 404, mensaje: MENSAJES_PRODUCTO.imagenNoEncontrada },
  PERFIL_NO_ENCONTRADO: { status: 404, mensaje: MENSAJES_PERFIL.perfilNoEncontrado },
  USUARIO_NO_ENCONTRADO: { status: 404, mensaje: MENSAJES_PERFIL.usuarioNoEncontrado },
  DIRECCION_NO_ENCONTRADA: { status: 404, mensaje: MENSAJES_DIRECCION.noEncontrada },

  // Conflicts with the stored state: one code each, so the web can tell them apart.
  PERFIL_YA_EXISTE: { status: 409, mensaje: MENSAJES_PERFIL.perfilYaExiste },
  EMPRENDIMIENTO_YA_EXISTE: { status: 409, mensaje: MENSAJES_PERFIL.emprendimientoYaExiste },
  EMPRENDIMIENTO_DESACTIVADO: { status: 409, mensaje: MENSAJES_CUENTA.emprendimientoDesactivado },
  COMPRADOR_INACTIVO: { status: 409, mensaje: MENSAJES_CUENTA.compradorInactivo },
  SOLICITUD_NO_PENDIENTE: { status: 409, mensaje: MENSAJES_PERFIL.solicitudNoPendiente },
  CUENTA_PROPIA: { status: 409, mensaje: MENSAJES_PERFIL.noPodesCambiarTuCuenta },
  ULTIMO_ADMIN: { status: 409, mensaje: MENSAJES_PERFIL.ultimoAdmin },
  CATALOGO_NOMBRE_DUPLICADO: { status: 409, mensaje: MENSAJES_CATALOGO.nombreRepetido, campo: 'nombre' },
  PRODUCTO_SKU_DUPLICADO: { status: 409, mensaje: MENSAJES_PRODUCTO.skuRepetido, campo: 'sku' },
  // docs/producto/variantes.md#reglas: checked against the product's stored images and variants.
  VARIANTE_IMAGEN_AJENA: { status: 400, mensaje: MENSAJES_VARIANTE.imagenVariante, campo: 'variantes' },
  VARIANTE_AJENA: { status: 400, mensaje: MENSAJES_VARIANTE.varianteInexistente, campo: 'variantes' },
  // A coupon or discount the seller edits refused against its stored values (the schema alone accepted it).
  CUPON_FECHAS_INVERTIDAS: { status: 400, mensaje: MENSAJES_PROMOCION.fechasInvertidas, campo: 'fechaFin' },
  DESCUENTO_FIJO_SUPERA_PRECIO: { status: 400, mensaje: MENSAJES_PROMOCION.fijoSuperaAlgunPrecio, campo: 'valor' },

  // Rules checked against the database after the schema accepted the request.
  RUBRO_INVALIDO: { status: 400, mensaje: MENSAJES.rubroInvalido },
  // The seller form has idProvincia, the buyer's direccion.idProvincia: no one field.
  PROVINCIA_INVALIDA: { status: 400, mensaje: MENSAJES.provinciaInvalida },
  TIPO_PRODUCTO_INEXISTENTE: { status: 400, mensaje: MENSAJES_PRODUCTO.tipoInexistente, campo: 'tipoProductoId' },
  LOGO_INVALIDO: { status: 400, mensaje: MENSAJES_CUENTA.logoInvalido, campo: 'logo' },
  APARIENCIA_SIN_DATOS: { status: 400, mensaje: MENSAJES_APARIENCIA.sinDatos },
  // docs/producto/direcciones.md#codigo-postal and #limites: a buyer's saved address.
  DIRECCION_CPA_DE_OTRA_PROVINCIA: {
    status: 400,
    mensaje: MENSAJES_DIRECCION.cpaDeOtraProvincia,
    campo: 'codigoPostal',
  },
  DIRECCIONES_LIMITE: { status: 409, mensaje: MENSAJES_DIRECCION.demasiadas },
  CATALOGOS_AJENOS: { status: 400, mensaje: MENSAJES_APARIENCIA.catalogosAjenos, campo: 'catalogosSeleccionados' },
  // docs/producto/envios.md#metodos: a method id the shop does not have (another shop's, or removed meanwhile).
  METODO_ENVIO_AJENO: { status: 400, mensaje: MENSAJES_ENVIO.metodoAjeno, campo: 'metodos' },
  PRODUCTOS_AJENOS: { status: 400, mensaje: MENSAJES_CATALOGO.productosAjenos },
  ORDEN_IMAGENES_INVALIDO: { status: 400, mensaje: MENSAJES_PRODUCTO.ordenImagenesInvalido, campo: 'orden' },
  DEMASIADAS_IMAGENES: { status: 400, mensaje: MENSAJES_PRODUCTO.demasiadasImagenes },
  IMAGEN_NO_SUBIDA: { status: 400, mensaje: MENSAJES_PRODUCTO.imagenNoSubida, campo: 'imagenUrl' },

  // Uploads (multipart: no JSON field to point at).
  IMAGEN_REQUERIDA: { status: 400, mensaje: MENSAJES_CUENTA.imagenRequerida },
  IMAGEN_NO_VALIDA: { status: 400, mensaje: MENSAJES_IMAGEN.noValida },
  IMAGEN_DEMASIADO_GRANDE: { status: 413, mensaje: MENSAJES_IMAGEN.demasiadoGrande },
  // docs/producto/planilla.md#importar: the file's own problems come as row errors in the plan.
  PLANILLA_DEMASIADO_GRANDE: { status: 413, mensaje: MENSAJES_PLANILLA.demasiadoGrande, campo: 'archivo' },
  PLANILLA_SIN_ARCHIVO: { status: 400, mensaje: MENSAJES_PLANILLA.sinArchivo, campo: 'archivo' },
  PLANILLA_CON_ERRORES: { status: 422, mensaje: MENSAJES_PLANILLA.conErrores },
  SUBIDA_SIN_EMPRENDIMIENTO: { status: 409, mensaje: MENSAJES_IMAGEN.sinEmprendimiento },
  CUOTA_IMAGENES_EXCEDIDA: { status: 413, mensaje: MENSAJES_IMAGEN.cuotaExcedida },
  DEMASIADAS_SUBIDAS_SIN_USAR: { status: 429, mensaje: MENSAJES_IMAGEN.demasiadasSinUsar },
  IMAGENES_OCUPADO: { status: 503, mensaje: MENSAJES_IMAGEN.servidorOcupado },

  // Coupons (docs/producto/errores.md: the texts the buyer sees for each status).
  CUPON_DATOS_INVALIDOS: { status: 400, mensaje: MENSAJES.cuponDatosInvalidos },
  // The buyer's code is `codigoCupon` both in the check (POST cupones/validar) and in POST ventas.
  CUPON_NO_ENCONTRADO: { status: 404, mensaje: MENSAJES.cuponNoEncontrado, campo: 'codigoCupon' },
  CUPON_NO_DISPONIBLE: { status: 409, mensaje: MENSAJES.cuponNoDisponible, campo: 'codigoCupon' },
  CUPON_NO_APLICABLE: { status: 422, mensaje: MENSAJES.cuponNoAplicable, campo: 'codigoCupon' },
  CUPON_COMPRADOR_AJENO: { status: 403, mensaje: MENSAJES_PROMOCION.compradorAjeno, campo: 'compradorId' },
  CUPON_DEMASIADAS_VALIDACIONES: { status: 429, mensaje: MENSAJES_PROMOCION.demasiadasValidaciones },
  CUPON_CODIGO_REPETIDO: { status: 409, mensaje: MENSAJES_PROMOCION.codigoRepetido, campo: 'codigoCupon' },
  CUPON_VENDEDOR_NO_ENCONTRADO: { status: 404, mensaje: MENSAJES_PROMOCION.cuponNoEncontrado },
  DESCUENTO_NO_ENCONTRADO: { status: 404, mensaje: MENSAJES_PROMOCION.descuentoNoEncontrado },
  DESCUENTO_PRODUCTOS_AJENOS: { status: 400, mensaje: MENSAJES_PROMOCION.productosAjenos, campo: 'productosIds' },

  // Orders and payments (docs/producto/api.md#ventas POST ventas; the texts naming a product are built with MENSAJES_VENTA).
  IDEMPOTENCY_KEY_REQUERIDA: { status: 400, mensaje: MENSAJES_VENTA.claveIdempotencia },
  IDEMPOTENCY_KEY_REUTILIZADA: { status: 422, mensaje: MENSAJES_VENTA.claveReutilizada },
  VENTA_NO_ENCONTRADA: { status: 404, mensaje: MENSAJES_VENTA.ventaNoEncontrada },
  PRODUCTO_NO_DISPONIBLE: { status: 422, mensaje: MENSAJES_VENTA.productoInexistente, campo: 'items' },
  PRODUCTO_DE_OTRO_EMPRENDIMIENTO: { status: 422, mensaje: MENSAJES_VENTA.deOtroEmprendimiento, campo: 'items' },
  EMPRENDIMIENTO_NO_DISPONIBLE: {
    status: 422,
    mensaje: MENSAJES_VENTA.emprendimientoNoDisponible,
    campo: 'emprendimientoId',
  },
  STOCK_INSUFICIENTE: { status: 409, mensaje: MENSAJES_VENTA.stockInsuficiente, campo: 'items' },
  // docs/producto/variantes.md#compra: a product with options is bought by one of its variants, enabled and with stock.
  VARIANTE_REQUERIDA: { status: 422, mensaje: MENSAJES_VARIANTE.varianteRequerida, campo: 'items' },
  VARIANTE_NO_DISPONIBLE: { status: 422, mensaje: MENSAJES_VARIANTE.varianteNoDisponible, campo: 'items' },
  SIN_DIRECCION_ENVIO: { status: 400, mensaje: MENSAJES_VENTA.sinDireccion, campo: 'direccionEnvio' },
  VENTA_NO_CANCELABLE: { status: 409, mensaje: MENSAJES_VENTA.noCancelable },
  PAGO_NO_DISPONIBLE: { status: 503, mensaje: MENSAJES_VENTA.pagoNoDisponible },
  // docs/producto/pagos.md#cobros: the platform has no Mercado Pago application configured.
  MERCADO_PAGO_SIN_APLICACION: { status: 503, mensaje: MENSAJES_VENTA.mercadoPagoSinAplicacion },
  // docs/producto/pagos.md#medios-de-pago: checkout by Mercado Pago for a shop without its own connected account.
  MERCADO_PAGO_NO_CONECTADO: { status: 422, mensaje: MENSAJES_VENTA.mercadoPagoNoConectado, campo: 'metodoPago' },
  // docs/producto/pagos.md#cobro-dividido: a refund goes through the collecting shop's account.
  MERCADO_PAGO_RECONECTAR: { status: 409, mensaje: MENSAJES_VENTA.mercadoPagoReconectar },
  // docs/producto/envios.md#costo-en-el-pedido: the delivery chosen at checkout, checked against the shop's stored methods.
  METODO_ENVIO_NO_DISPONIBLE: { status: 409, mensaje: MENSAJES_VENTA.envioNoDisponible, campo: 'envio.idMetodo' },
  ENVIO_DIRECCION_REQUERIDA: { status: 400, mensaje: MENSAJES_VENTA.envioSinDireccion, campo: 'envio.idDireccion' },
  ENVIO_RETIRO_CON_DIRECCION: { status: 400, mensaje: MENSAJES_VENTA.retiroConDireccion, campo: 'envio.idDireccion' },
  ENVIO_SIN_COBERTURA: { status: 422, mensaje: MENSAJES_VENTA.envioSinCobertura, campo: 'envio.idDireccion' },
  // docs/producto/envios.md#sin-metodos: a shop sells once it says how it delivers.
  TIENDA_SIN_ENVIOS: { status: 409, mensaje: MENSAJES_ENVIO.tiendaSinEnvios },
  // docs/producto/envios.md#seguimiento: the shipment of a home delivery, recorded by the seller.
  ENVIO_EN_RETIRO: { status: 409, mensaje: MENSAJES_SEGUIMIENTO.enRetiro },
  ENVIO_NO_LISTO: { status: 409, mensaje: MENSAJES_SEGUIMIENTO.noListo },
  // docs/producto/devoluciones.md: the return a confirmed revocation opened.
  DEVOLUCION_NO_ENCONTRADA: { status: 404, mensaje: MENSAJES_DEVOLUCION.noEncontrada },
  DEVOLUCION_TRANSICION_INVALIDA: { status: 409, mensaje: MENSAJES_DEVOLUCION.transicionInvalida },
  PAGO_MONTO_CERO: { status: 422, mensaje: MENSAJES_VENTA.pagoMontoCero, campo: 'metodoPago' },
  MONTO_FUERA_DE_RANGO: { status: 422, mensaje: MENSAJES_VENTA.montoFueraDeRango, campo: 'items' },
  NO_ES_TRANSFERENCIA: { status: 409, mensaje: MENSAJES_VENTA.noEsTransferencia },
  TRANSFERENCIA_NO_PENDIENTE: { status: 409, mensaje: MENSAJES_VENTA.transferenciaNoPendiente },
  COMPROBANTE_REQUERIDO: { status: 400, mensaje: MENSAJES_VENTA.comprobanteRequerido },
  COMPROBANTE_INVALIDO: { status: 400, mensaje: MENSAJES_VENTA.comprobanteInvalido },
  COMPROBANTE_DEMASIADO_GRANDE: { status: 413, mensaje: MENSAJES_VENTA.comprobanteDemasiadoGrande },
  SIN_COMPROBANTE: { status: 404, mensaje: MENSAJES_VENTA.sinComprobante },
  /** The order names a proof whose file this server does not have (uploads are per instance until object storage). */
  COMPROBANTE_NO_DISPONIBLE: { status: 404, mensaje: MENSAJES_VENTA.comprobanteNoDisponible },
  FIRMA_INVALIDA: { status: 401, mensaje: MENSAJES_VENTA.firmaInvalida },
  // The seller's sales (docs/producto/pedidos.md#estado-del-pedido): the server enforces the moves the client does not.
  TRANSICION_INVALIDA: { status: 409, mensaje: MENSAJES_VENTA.transicionInvalidaGenerica },
  VENTA_SIN_PAGO: { status: 409, mensaje: MENSAJES_VENTA.sinPago },
  CANCELAR_CON_MOTIVO: { status: 409, mensaje: MENSAJES_VENTA.cancelarConMotivo },
  VENTA_NO_REEMBOLSABLE: { status: 409, mensaje: MENSAJES_VENTA.noReembolsable },
  NOTA_REEMBOLSO_REQUERIDA: { status: 400, mensaje: MENSAJES_VENTA.notaReembolso, campo: 'nota' },
  REEMBOLSO_NO_DISPONIBLE: { status: 503, mensaje: MENSAJES_VENTA.reembolsoNoDisponible },
  CHAT_DEMASIADOS_MENSAJES: { status: 429, mensaje: MENSAJES_CHAT.demasiados },
  EVENTOS_DEMASIADAS_CONEXIONES: { status: 429, mensaje: MENSAJES.demasiadasConexionesEnVivo },
  ARREPENTIMIENTO_DEMASIADOS: { status: 429, mensaje: MENSAJES_ARREPENTIMIENTO.demasiados },
  ARREPENTIMIENTO_ENLACE_INVALIDO: { status: 404, mensaje: MENSAJES_ARREPENTIMIENTO.enlaceInvalido },
  ARREPENTIMIENTO_ENLACE_VENCIDO: { status: 410, mensaje: MENSAJES_ARREPENTIMIENTO.enlaceVencido },
  ARREPENTIMIENTO_PEDIDO_CANCELADO: { status: 409, mensaje: MENSAJES_ARREPENTIMIENTO.cancelado },
  ARREPENTIMIENTO_PLAZO_VENCIDO: { status: 409, mensaje: MENSAJES_ARREPENTIMIENTO.plazoVencido },
  RESENA_NO_ENCONTRADA: { status: 404, mensaje: MENSAJES_RESENA.noEncontrada },
  RESENA_SIN_COMPRA_COMPLETADA: { status: 403, mensaje: MENSAJES_RESENA.sinCompraCompletada },
  RESENA_ITEM_AJENO: { status: 422, mensaje: MENSAJES_RESENA.itemAjeno, campo: 'idItem' },
  RESENA_YA_EXISTE: { status: 409, mensaje: MENSAJES_RESENA.yaCalificada },
  RESENA_PLAZO_EDICION: { status: 409, mensaje: MENSAJES_RESENA.plazoEdicion },
  RESENA_YA_RESPONDIDA: { status: 409, mensaje: MENSAJES_RESENA.yaRespondida },
  RESENA_YA_REPORTADA: { status: 409, mensaje: MENSAJES_RESENA.yaReportada },
  // docs/producto/preguntas.md: public questions on a product.
  PREGUNTA_NO_ENCONTRADA: { status: 404, mensaje: MENSAJES_PREGUNTAS.preguntaNoEncontrada },
  PREGUNTA_PROPIA: { status: 403, mensaje: MENSAJES_PREGUNTAS.preguntaPropia },
  PREGUNTAS_DEMASIADAS: { status: 429, mensaje: MENSAJES_PREGUNTAS.demasiadasPreguntas },
  PREGUNTA_OCULTA: { status: 409, mensaje: MENSAJES_PREGUNTAS.preguntaOculta },
  // docs/producto/favoritos.md: a buyer's favourites and one-shot alerts.
  FAVORITOS_LIMITE: { status: 409, mensaje: MENSAJES_FAVORITOS.favoritosLlenos },
  ALERTA_VARIANTE_NO_ENCONTRADA: { status: 404, mensaje: MENSAJES_FAVORITOS.varianteNoEncontrada, campo: 'idVariante' },
  ALERTA_CON_STOCK: { status: 409, mensaje: MENSAJES_FAVORITOS.alertaConStock },
  ALERTA_PRECIO_SIN_FAVORITO: { status: 409, mensaje: MENSAJES_FAVORITOS.alertaPrecioSinFavorito },
  // docs/producto/notificaciones.md#dispositivos: a browser's push subscription and the notice preferences.
  PUSH_ENDPOINT_INVALIDO: { status: 400, mensaje: MENSAJES_NOTIFICACIONES.endpointInvalido, campo: 'endpoint' },
  AVISO_CLASE_AJENA: { status: 400, mensaje: MENSAJES_NOTIFICACIONES.claseAjena, campo: 'preferencias' },
  VOZ_SIN_EMPRENDEDOR: { status: 400, mensaje: MENSAJES_VOZ.sinEmprendedor, campo: 'emprendimientoId' },
  AUDIO_REQUERIDO: { status: 400, mensaje: MENSAJES_VOZ.audioRequerido, campo: 'file' },
  AUDIO_INVALIDO: { status: 400, mensaje: MENSAJES_VOZ.audioInvalido, campo: 'file' },
  AUDIO_DEMASIADO_LARGO: { status: 400, mensaje: MENSAJES_VOZ.audioLargo, campo: 'file' },
  AUDIO_DEMASIADO_GRANDE: { status: 413, mensaje: MENSAJES_VOZ.audioGrande, campo: 'file' },
  VOZ_SIN_MOTOR: { status: 422, mensaje: MENSAJES_VOZ.sinMotor },
  VOZ_SIN_TRANSCRIPCION: { status: 422, mensaje: MENSAJES_VOZ.sinTranscripcion },
  VOZ_TRANSCRIPCION_VACIA: { status: 422, mensaje: MENSAJES_VOZ.transcripcionVacia },
  VOZ_MOTOR_FALLO: { status: 502, mensaje: MENSAJES_VOZ.motorFallo },
  VOZ_MOTOR_TIEMPO: { status: 504, mensaje: MENSAJES_VOZ.motorTiempo },

  // The admin's local outbox (without SMTP_URL every mail is a file an admin reads).
  CORREO_NO_ENCONTRADO: { status: 404, mensaje: MENSAJES_CORREO.noEncontrado },
  CORREOS_CON_SMTP: { status: 503, mensaje: MENSAJES_CORREO.conSmtp },

  // The server could not answer.
  ERROR_INTERNO: { status: 500, mensaje: MENSAJES.inesperado },
  ATRIBUTOS_ERROR_INTERNO: { status: 500, mensaje: MENSAJES_PRODUCTO.errorAtributos },
  NO_DISPONIBLE: { status: 503, mensaje: MENSAJES.servicioNoDisponible },
  /** With a real Keycloak (IDENTITY_EMBEDDED=false) accounts are managed in its admin console. */
  CUENTAS_EXTERNAS: { status: 503, mensaje: MENSAJES_CUENTA.usuariosExternos },
  /** docs/producto/datos-personales.md#baja: orders in progress are finished before the account goes. */
  BAJA_PEDIDOS_EN_CURSO: { status: 409, mensaje: MENSAJES_DATOS_PERSONALES.pedidosEnCurso },
} as const satisfies Record<string, DefinicionError>;

export type CodigoError = keyof typeof ERRORES;

/**
 * The body the API answers for a catalogue error (docs/producto/errores.md#cómo-llega-un-error):
 * `campo` is the call's, else the catalogue entry's. The error handler and the web's test doubles
 * both build it here, so a test cannot fake an answer the server never gives.
 */
export function cuerpoDeError(
  codigo: CodigoError,
  { detalle, campo, textoDelEsquema }: { detalle?: string; campo?: string; textoDelEsquema?: string } = {},
): { mensaje: string; codigo: CodigoError; campo?: string; detalle?: string } {
  const definicion: DefinicionError = ERRORES[codigo];
  const elCampo = campo ?? definicion.campo;
  return {
    // Only the VALIDACION family answers a contracts schema's own text (see ERRORES above).
    mensaje: codigo === 'VALIDACION' && textoDelEsquema ? textoDelEsquema : definicion.mensaje,
    codigo,
    ...(elCampo !== undefined ? { campo: elCampo } : {}),
    ...(detalle ? { detalle } : {}),
  };
}

/**
 * Catalogue codes the API (apps/api) never throws, each with why it stays
 * (docs/producto/errores.md#códigos-reservados). apps/api/src/lib/errores-catalogo.test.ts fails
 * on a code nobody throws that is not here, and on one here that the API does throw.
 */
export const RESERVADOS: Partial<Record<CodigoError, string>> = {
  CUPON_DATOS_INVALIDOS:
    'Only produced by the web: docs/producto/errores.md text for a coupon check refused with 400 (mensajeErrorCupon in cupon-reglas.ts); the API answers that 400 as VALIDACION.',
  IDEMPOTENCY_KEY_REQUERIDA:
    'Named by docs/producto/api.md#ventas POST ventas; the API refuses a missing or malformed Idempotency-Key in the header schema, so the answer is VALIDACION with this same text.',
  SIN_DIRECCION_ENVIO:
    'docs/producto/api.md#ventas answer for an order without a shipping address; not thrown today: checkout falls back to the buyer profile address, and a profile cannot be saved without one.',
};

export function esCodigoError(codigo: unknown): codigo is CodigoError {
  return typeof codigo === 'string' && Object.hasOwn(ERRORES, codigo);
}

/** Older names of some codes, until every caller throws by catalogue code. */
export const CODIGOS = {
  validacion: 'VALIDACION',
  noEncontrado: 'NO_ENCONTRADO',
  productoNoEncontrado: 'PRODUCTO_NO_ENCONTRADO',
  emprendimientoNoEncontrado: 'EMPRENDIMIENTO_NO_ENCONTRADO',
  tiendaNoEncontrada: 'TIENDA_NO_ENCONTRADA',
  rutaNoEncontrada: 'RUTA_NO_ENCONTRADA',
  demasiadasSolicitudes: 'DEMASIADAS_SOLICITUDES',
  interno: 'ERROR_INTERNO',
  noDisponible: 'NO_DISPONIBLE',
  solicitudDemasiadoGrande: 'SOLICITUD_DEMASIADO_GRANDE',
  tipoContenidoNoSoportado: 'TIPO_DE_CONTENIDO_NO_SOPORTADO',
  encabezadosDemasiadoGrandes: 'ENCABEZADOS_DEMASIADO_GRANDES',
  tiempoAgotado: 'TIEMPO_AGOTADO',
} as const satisfies Record<string, CodigoError>;
export const CODIGOS_PERFIL = {
  noAutenticado: 'NO_AUTENTICADO',
  sinPermiso: 'SIN_PERMISO',
} as const satisfies Record<string, CodigoError>;
export const CODIGO_CATALOGO_NO_ENCONTRADO = 'CATALOGO_NO_ENCONTRADO' satisfies CodigoError;
