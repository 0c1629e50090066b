import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linea, RUTA_CALLBACK_OAUTH_MERCADOPAGO } from '@feria/contracts';
import { completarConexion } from '../../modules/pagos/cobros.service';

/**
 * GET /api/v1/pagos/mercadopago/oauth/callback (the redirect URI of the platform's application,
 * docs/producto/pagos.md#cobros): Mercado Pago sends the seller's browser here with `code` and
 * `state` (or `error`); the shop the state names is connected and the browser goes on to 'Cobros'
 * with the result. No session is needed: the single-use state says which shop and user asked.
 */
export const mercadoPagoOAuthRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    RUTA_CALLBACK_OAUTH_MERCADOPAGO,
    {
      schema: {
        tags: ['Pagos'],
        summary: 'Vuelta de la autorización de Mercado Pago (conecta la cuenta de un emprendimiento)',
        querystring: z.looseObject({
          code: linea().max(512).optional(),
          state: linea().max(512).optional(),
          error: linea().max(100).optional(),
        }),
        response: { 302: z.null() },
      },
    },
    async (req, reply) => {
      const destino = await completarConexion(app.db, app.cuentasMercadoPago, req.query);
      // The code and state are spent: nobody should reload or share this URL from the history.
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(destino, 302);
    },
  );
};
