import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  validarCuponApi,
  chatCompradorApi,
  errorBody,
  IDEMPOTENCY_HEADER,
  RUTA_COMPROBANTE,
  rutaFastify,
  venta,
  VENTAS_COMPRADOR_PREFIJO,
  ventaIdParams,
  ventasCompradorApi as api,
} from '@feria/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorDe } from '../../lib/app-error';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { bytesDelArchivo } from '../../modules/media/archivo-subido';
import { crearVenta } from '../../modules/ventas/checkout';
import { COMPROBANTE_MAX_BYTES, leerComprobante, subirComprobante } from '../../modules/ventas/transferencia';
import * as ventas from '../../modules/ventas/ventas.service';
import * as chat from '../../modules/chat/chat.service';
import { validarCupon } from '../../modules/promociones/cupon-venta';

const tags = ['Comprador: pedidos'];
const doc = (summary: string, errores: readonly number[] = [400, 401, 403, 404]): DocRuta => ({
  tags,
  summary,
  security: BEARER,
  errores,
});

/** docs/producto/api.md#ventas POST ventas and the buyer's orders ('Mis Pedidos'), role comprador. */
export const ventasCompradorRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, opts) => {
  await app.register(multipart, { limits: { fileSize: COMPROBANTE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  app.addHook('onRequest', requireRole('comprador'));
  const ruta = rutasDe(app, VENTAS_COMPRADOR_PREFIJO);
  ruta(
    api.crear,
    doc('Crear un pedido (un emprendimiento por pedido)', [400, 401, 403, 404, 409, 422, 503]),
    async (req) =>
      crearVenta(
        userContextFrom(req),
        app.comercio,
        req.headers[IDEMPOTENCY_HEADER],
        req.body,
        `${req.protocol}://${req.host}`,
      ),
  );
  ruta(
    validarCuponApi,
    doc('Validar un cupón para mi compra (docs/producto/api.md#ventas)', [400, 401, 403, 404, 409, 422, 429]),
    async (req) => validarCupon(userContextFrom(req), req.body),
  );
  ruta(api.listar, doc('Mis pedidos'), async (req) => ventas.misVentas(userContextFrom(req), req.query));
  ruta(api.obtener, doc('Un pedido mío'), async (req) => ventas.miVenta(userContextFrom(req), req.params.id));
  ruta(api.cancelar, doc('Cancelar un pedido sin pagar', [400, 401, 403, 404, 409]), async (req) =>
    ventas.cancelarMiVenta(userContextFrom(req), req.params.id, req.body),
  );
  // The order chat with the shop (static 'chat/no-leidos' wins over '{id}' in the router).
  ruta(chatCompradorApi.noLeidos, doc('Mensajes sin leer de mis pedidos', [401, 403]), async (req) =>
    chat.noLeidos(userContextFrom(req), 'comprador'),
  );
  ruta(chatCompradorApi.obtener, doc('El chat de un pedido mío', [401, 403, 404]), async (req) =>
    chat.hilo(userContextFrom(req), req.params.id, 'comprador'),
  );
  ruta(
    chatCompradorApi.enviar,
    doc('Escribirle al emprendimiento de un pedido mío', [400, 401, 403, 404, 429]),
    async (req) => chat.enviar(userContextFrom(req), req.params.id, 'comprador', req.body.mensaje),
  );

  const rutaComprobante = rutaFastify(RUTA_COMPROBANTE, VENTAS_COMPRADOR_PREFIJO);
  app.withTypeProvider<ZodTypeProvider>().post(
    rutaComprobante,
    {
      schema: {
        tags,
        summary: 'Subir el comprobante de la transferencia (JPEG, PNG, WebP o PDF, hasta 5 MB)',
        consumes: ['multipart/form-data'],
        security: BEARER,
        params: ventaIdParams,
        response: {
          200: venta,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          413: errorBody,
        },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw errorDe('COMPROBANTE_REQUERIDO');
      const file = await req.file();
      if (!file || file.fieldname !== 'file') throw errorDe('COMPROBANTE_REQUERIDO');
      return subirComprobante(
        userContextFrom(req),
        opts.dataDir,
        req.params.id,
        await bytesDelArchivo(req, file, 'COMPROBANTE_DEMASIADO_GRANDE'),
      );
    },
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      rutaComprobante,
      { schema: { tags, summary: 'El comprobante que envié', security: BEARER, params: ventaIdParams } },
      async (req, reply) => {
        const { bytes, tipo } = await leerComprobante(userContextFrom(req), opts.dataDir, req.params.id, 'comprador');
        return reply
          .type(tipo)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          .send(bytes);
      },
    );
};
