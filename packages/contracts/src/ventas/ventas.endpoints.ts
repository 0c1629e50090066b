import { z } from 'zod';
import { endpoint } from '../endpoints/endpoint';
import { EMPRENDIMIENTOS_VENDEDOR_PREFIJO } from '../endpoints/rutas';
import { uuidParam } from '../common/common.schemas';
import { linea } from '../common/texto';
import {
  cancelarVentaInput,
  cancelarVentaVendedorInput,
  estadoDeVenta,
  estadoMercadoPago,
  estadoVentaInput,
  reembolsoInput,
  ventasVendedorPage,
  ESTADOS_VENTA,
  idempotencyKey,
  IDEMPOTENCY_HEADER,
  misVentasQuery,
  transferenciaInput,
  venta,
  ventaIdParams,
  ventaInput,
  ventaPage,
} from './ventas.schemas';
import { MENSAJES_DEVOLUCION, MENSAJES_SEGUIMIENTO } from '../common/messages';
import { devolucionInput, registrarEnvioInput } from './seguimiento';

/** docs/producto/api.md#convenciones buyer base + /ventas. */
export const VENTAS_COMPRADOR_PREFIJO = '/api/comprador/v1/ventas';
/** docs/producto/api.md#ventas seller sales: emprendedor base + emprendimientos/ventas. */
export const VENTAS_VENDEDOR_PREFIJO = `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/ventas`;
/** Mercado Pago notifications (the `notification_url` of every preference). */
export const RUTA_WEBHOOK_MERCADOPAGO = '/api/v1/pagos/mercadopago/webhook';
/** Multipart upload of the transfer proof; the file itself is read back from the same path (GET). */
export const RUTA_COMPROBANTE = `${VENTAS_COMPRADOR_PREFIJO}/{id}/comprobante`;
export const RUTA_COMPROBANTE_VENDEDOR = `${VENTAS_VENDEDOR_PREFIJO}/{id}/comprobante`;

const recurso = 'ventas';

export const ventasCompradorApi = {
  /** docs/producto/api.md#ventas POST ventas: one shop per order; the same Idempotency-Key answers the same order. */
  crear: endpoint({
    recurso,
    metodo: 'POST',
    ruta: VENTAS_COMPRADOR_PREFIJO,
    headers: z.object({ [IDEMPOTENCY_HEADER]: idempotencyKey }),
    body: ventaInput,
    respuesta: venta,
    status: 201,
    error: 'No pudimos crear tu pedido',
  }),
  listar: endpoint({
    recurso,
    metodo: 'GET',
    ruta: VENTAS_COMPRADOR_PREFIJO,
    query: misVentasQuery,
    respuesta: ventaPage,
    error: 'Error al obtener ventas',
  }),
  obtener: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${VENTAS_COMPRADOR_PREFIJO}/{id}`,
    params: ventaIdParams,
    respuesta: venta,
    error: 'Error al obtener detalle de la venta',
  }),
  cancelar: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${VENTAS_COMPRADOR_PREFIJO}/{id}/cancelar`,
    params: ventaIdParams,
    body: cancelarVentaInput,
    respuesta: venta,
    error: 'Error al cancelar venta',
  }),
};

export const ventasVendedorQuery = z.object({
  estado: z.enum(ESTADOS_VENTA).optional(),
  fechaInicio: z.iso.date().optional(),
  fechaFin: z.iso.date().optional(),
  /** docs/producto/validacion.md: buyer name, sale id (or its number) or business name, case-insensitive. */
  q: linea().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

const porId = `${VENTAS_VENDEDOR_PREFIJO}/{id}`;

export const ventasVendedorApi = {
  /**
   * docs/producto/api.md#ventas GET emprendimientos/ventas/{emprendimientoId}?estado&fechaInicio&fechaFin, newest
   * first. The same path with a sale's id is the sale's detail (`obtener`): the API answers by
   * which of the two the id is (decision 030).
   */
  listar: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${VENTAS_VENDEDOR_PREFIJO}/{emprendimientoId}`,
    params: z.object({ emprendimientoId: uuidParam }),
    query: ventasVendedorQuery,
    respuesta: ventasVendedorPage,
    error: 'Error al obtener ventas',
  }),
  /** docs/producto/api.md#ventas GET emprendimientos/ventas/{id}. */
  obtener: endpoint({
    recurso,
    metodo: 'GET',
    ruta: porId,
    params: ventaIdParams,
    respuesta: venta,
    error: 'Error al obtener detalle de la venta',
  }),
  estado: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${porId}/estado`,
    params: ventaIdParams,
    respuesta: estadoDeVenta,
    error: 'Error al obtener estado de la venta',
  }),
  cambiarEstado: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${porId}/estado`,
    params: ventaIdParams,
    body: estadoVentaInput,
    respuesta: venta,
    error: 'Error al actualizar estado de la venta',
  }),
  cancelar: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${porId}/cancelar`,
    params: ventaIdParams,
    body: cancelarVentaVendedorInput,
    respuesta: venta,
    error: 'Error al cancelar venta',
  }),
  /** docs/producto/envios.md#seguimiento PUT emprendimientos/ventas/{id}/envio. */
  registrarEnvio: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${porId}/envio`,
    params: ventaIdParams,
    body: registrarEnvioInput,
    respuesta: venta,
    error: MENSAJES_SEGUIMIENTO.guardar,
  }),
  /** docs/producto/devoluciones.md#el-emprendimiento PUT emprendimientos/ventas/{id}/devolucion. */
  devolucion: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${porId}/devolucion`,
    params: ventaIdParams,
    body: devolucionInput,
    respuesta: venta,
    error: MENSAJES_DEVOLUCION.guardar,
  }),
  reembolso: endpoint({
    recurso,
    metodo: 'POST',
    ruta: `${porId}/reembolso`,
    params: ventaIdParams,
    body: reembolsoInput,
    respuesta: venta,
    error: 'Error al procesar reembolso',
  }),
  /** docs/producto/api.md#ventas GET …/ventas/{emprendimientoId}/{payment provider}/estado. */
  estadoMercadoPago: endpoint({
    recurso: 'mercadopago',
    metodo: 'GET',
    ruta: `${VENTAS_VENDEDOR_PREFIJO}/{emprendimientoId}/mercadopago/estado`,
    params: z.object({ emprendimientoId: uuidParam }),
    respuesta: estadoMercadoPago,
    error: 'Error al obtener estado de Mercado Pago',
  }),
  /** Confirms or rejects the receipt of a bank transfer. */
  transferencia: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${porId}/transferencia`,
    params: ventaIdParams,
    body: transferenciaInput,
    respuesta: venta,
    error: 'Error al actualizar estado de la venta',
  }),
};
