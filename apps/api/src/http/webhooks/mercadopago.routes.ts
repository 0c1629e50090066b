import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, linea } from '@feria/contracts';
import { errorDe } from '../../lib/app-error';
import { contextFrom } from '../../lib/context';
import { recibirNotificacion } from '../../modules/ventas/pago-mercadopago';

const cabecera = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * POST /api/v1/pagos/mercadopago/webhook (the `notification_url` of every preference): the
 * signature is checked in constant time and a stale `ts` refused (401); a valid notification is
 * queued and answered at once. The job re-fetches the payment; redeliveries change nothing.
 */
export const mercadoPagoWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/mercadopago/webhook',
    {
      schema: {
        tags: ['Pagos'],
        summary: 'Notificaciones de Mercado Pago (firmadas)',
        querystring: z.looseObject({
          'data.id': linea().max(64).optional(),
          type: linea().max(40).optional(),
          topic: linea().max(40).optional(),
        }),
        // Mercado Pago's notification body; only what is read is checked (no control characters).
        body: z
          .looseObject({
            type: linea().max(40).optional(),
            action: linea().max(60).optional(),
            data: z.looseObject({ id: linea().max(64).optional() }).optional(),
            // Mercado Pago user ids exceed a PostgreSQL integer: a number (checked as digits when queued) or text.
            user_id: z.union([z.number().nonnegative().max(Number.MAX_SAFE_INTEGER), linea().max(20)]).optional(),
          })
          .optional(),
        response: { 200: z.object({ recibido: z.boolean() }), 401: errorBody },
      },
    },
    async (req) => {
      const body = (req.body ?? {}) as { type?: unknown; data?: { id?: unknown }; user_id?: unknown };
      const ok = await recibirNotificacion(contextFrom(req).db, app.comercio, {
        firma: cabecera(req.headers['x-signature']),
        idSolicitud: cabecera(req.headers['x-request-id']),
        idDato: req.query['data.id'] ?? (body.data?.id === undefined ? undefined : String(body.data.id)),
        tipo: req.query.type ?? req.query.topic ?? (typeof body.type === 'string' ? body.type : undefined),
        // The collecting seller (docs/producto/pagos.md#cobro-dividido): whose token reads the payment.
        usuarioMp: body.user_id === undefined ? undefined : String(body.user_id),
      });
      if (!ok) throw errorDe('FIRMA_INVALIDA');
      return { recibido: true };
    },
  );
};
