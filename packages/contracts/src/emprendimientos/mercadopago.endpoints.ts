import { z } from 'zod';
import { uuidParam } from '../common/common.schemas';
import { endpoint } from '../endpoints/endpoint';
import { EMPRENDIMIENTOS_VENDEDOR_PREFIJO } from '../endpoints/rutas';

// docs/producto/pagos.md#cobros: a shop connects its own Mercado Pago account (OAuth) so card
// payments are collected by the shop. The tokens never leave the server.

const params = z.object({ idEmprendimiento: uuidParam });

export const conexionMercadoPago = z.object({
  conectado: z.boolean(),
  /** The connected Mercado Pago user. */
  mpUserId: z.string().optional(),
  conectadoEn: z.iso.datetime({ offset: true }).optional(),
  /** When the current access expires (it is refreshed well before). */
  venceEn: z.iso.datetime({ offset: true }).optional(),
  /** The shop takes card payments into its account now. */
  puedeCobrar: z.boolean(),
  /** Not connected: the seller disconnected it, or Mercado Pago refused to refresh the access. */
  motivoDesconexion: z.enum(['vendedor', 'renovacion_rechazada']).optional(),
});
export type ConexionMercadoPago = z.infer<typeof conexionMercadoPago>;

/** What the OAuth callback tells the 'Cobros' screen (`?resultado=`). */
export const RESULTADOS_CONEXION_MERCADO_PAGO = [
  'conectado',
  'cancelado',
  'estado_invalido',
  'vencido',
  'error',
] as const;
export type ResultadoConexionMercadoPago = (typeof RESULTADOS_CONEXION_MERCADO_PAGO)[number];

/** Where Mercado Pago sends the seller back after authorizing (the redirect URI registered in the application). */
export const RUTA_CALLBACK_OAUTH_MERCADOPAGO = '/api/v1/pagos/mercadopago/oauth/callback';
/** The web's 'Cobros' screen of the seller. */
export const PAGINA_COBROS = '/dashboard-emprendedor/cobros';

const MENSAJES = {
  obtener: 'No pudimos cargar el estado de Mercado Pago',
  conectar: 'No pudimos iniciar la conexión con Mercado Pago',
  desconectar: 'No pudimos desconectar tu cuenta de Mercado Pago',
};

export const mercadoPagoVendedorApi = {
  obtener: endpoint({
    recurso: 'mercadopago-cuenta',
    metodo: 'GET',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/{idEmprendimiento}/mercadopago`,
    params,
    respuesta: conexionMercadoPago,
    error: MENSAJES.obtener,
  }),
  conectar: endpoint({
    recurso: 'mercadopago-cuenta',
    metodo: 'POST',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/{idEmprendimiento}/mercadopago/conectar`,
    params,
    respuesta: z.object({ url: z.url() }),
    error: MENSAJES.conectar,
  }),
  desconectar: endpoint({
    recurso: 'mercadopago-cuenta',
    metodo: 'DELETE',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/{idEmprendimiento}/mercadopago`,
    params,
    status: 204,
    respuesta: z.null(),
    error: MENSAJES.desconectar,
  }),
};
