import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatVendedorApi,
  metricasApi,
  RUTA_COMPROBANTE_VENDEDOR,
  rutaFastify,
  venta,
  ventaIdParams,
  VENTAS_VENDEDOR_PREFIJO,
  ventasVendedorApi as api,
  ventasVendedorPage,
} from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import {
  cambiarEstado,
  cancelarVenta,
  estadoDeVenta,
  estadoMercadoPago,
  reembolsarVenta,
} from '../../modules/ventas/estado';
import { leerComprobante, responderTransferencia } from '../../modules/ventas/transferencia';
import { registrarEnvio } from '../../modules/ventas/seguimiento';
import { cambiarDevolucion } from '../../modules/ventas/devolucion';
import * as ventas from '../../modules/ventas/ventas.service';
import * as chat from '../../modules/chat/chat.service';
import { metricasDeMiEmprendimiento } from '../../modules/ventas/metricas';

const tags = ['Emprendedor: ventas'];
const doc = (summary: string, errores: readonly number[] = [400, 401, 403, 404, 409]): DocRuta => ({
  tags,
  summary,
  security: BEARER,
  errores,
});

/**
 * docs/producto/api.md#ventas writes the shop's list and a sale's detail on the same path
 * (`emprendimientos/ventas/{id}`): one route answers the list for one of the caller's shops and
 * the detail for one of its sales (decision 030).
 */
const listarUObtener = { ...api.listar, respuesta: z.union([ventasVendedorPage, venta]) };

/** docs/producto/api.md#ventas seller sales: list, detail, estado, moves, cancel, refund, Mercado Pago status, transfer answer. */
export const ventasVendedorRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, opts) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  const ruta = rutasDe(app, VENTAS_VENDEDOR_PREFIJO);
  ruta(
    listarUObtener,
    doc('Ventas de mi emprendimiento (id de la tienda) o detalle de una venta (id de la venta)', [400, 401, 403, 404]),
    async (req) => {
      const ctx = userContextFrom(req);
      const id = req.params.emprendimientoId;
      return (await ventas.esEmprendimientoPropio(ctx, id))
        ? ventas.ventasDeMiEmprendimiento(ctx, id, req.query)
        : ventas.ventaDelVendedor(ctx, id);
    },
  );
  ruta(api.estado, doc('Estado de una venta y a cuáles puede pasar', [401, 403, 404]), async (req) =>
    estadoDeVenta(userContextFrom(req), req.params.id),
  );
  ruta(api.cambiarEstado, doc('Pasar una venta al estado siguiente'), async (req) =>
    cambiarEstado(userContextFrom(req), req.params.id, req.body.estado),
  );
  ruta(
    api.cancelar,
    doc('Cancelar una venta con un motivo (si estaba pagada, se reembolsa)', [400, 401, 403, 404, 409, 503]),
    async (req) => cancelarVenta(userContextFrom(req), app.comercio, req.params.id, req.body.motivo),
  );
  ruta(
    api.registrarEnvio,
    doc(
      'Registrar el envío de un pedido a domicilio (transportista y código de seguimiento)',
      [400, 401, 403, 404, 409],
    ),
    async (req) => registrarEnvio(userContextFrom(req), req.params.id, req.body),
  );
  ruta(
    api.devolucion,
    doc(
      'Aceptar, rechazar o recibir la devolución de un pedido (recibida: se reembolsa)',
      [400, 401, 403, 404, 409, 503],
    ),
    async (req) => cambiarDevolucion(userContextFrom(req), app.comercio, req.params.id, req.body),
  );
  ruta(api.reembolso, doc('Reembolsar una venta pagada (una sola vez)', [400, 401, 403, 404, 409, 503]), async (req) =>
    reembolsarVenta(userContextFrom(req), app.comercio, req.params.id, req.body?.nota),
  );
  ruta(api.estadoMercadoPago, doc('Cómo cobra este emprendimiento con Mercado Pago', [401, 403, 404]), async (req) =>
    estadoMercadoPago(userContextFrom(req), app.comercio, req.params.emprendimientoId),
  );
  ruta(
    metricasApi.obtener,
    doc('Métricas de mi emprendimiento (ingresos, comisión, tasa de éxito, gráficos)', [400, 401, 403, 404]),
    async (req) => metricasDeMiEmprendimiento(userContextFrom(req), req.params.emprendimientoId, req.query.periodo),
  );
  ruta(api.transferencia, doc('Confirmar o rechazar la transferencia de un pedido'), async (req) =>
    responderTransferencia(userContextFrom(req), req.params.id, req.body),
  );
  ruta(chatVendedorApi.noLeidos, doc('Mensajes sin leer de mis ventas', [401, 403]), async (req) =>
    chat.noLeidos(userContextFrom(req), 'vendedor'),
  );
  ruta(chatVendedorApi.obtener, doc('El chat de una venta', [401, 403, 404]), async (req) =>
    chat.hilo(userContextFrom(req), req.params.id, 'vendedor'),
  );
  ruta(chatVendedorApi.enviar, doc('Escribirle al comprador de una venta', [400, 401, 403, 404, 429]), async (req) =>
    chat.enviar(userContextFrom(req), req.params.id, 'vendedor', req.body.mensaje),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    rutaFastify(RUTA_COMPROBANTE_VENDEDOR, VENTAS_VENDEDOR_PREFIJO),
    {
      schema: {
        tags,
        summary: 'El comprobante de transferencia de un pedido',
        security: BEARER,
        params: ventaIdParams,
      },
    },
    async (req, reply) => {
      const { bytes, tipo } = await leerComprobante(userContextFrom(req), opts.dataDir, req.params.id, 'vendedor');
      return reply
        .type(tipo)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );
};
