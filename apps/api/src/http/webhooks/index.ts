import type { FastifyInstance } from 'fastify';
import { mercadoPagoWebhookRoutes } from './mercadopago.routes';
import { mercadoPagoOAuthRoutes } from './mercadopago-oauth.routes';

/** What outside services send to us: Mercado Pago's payment notifications, and sellers back from its authorization. */
export async function registrarWebhooks(app: FastifyInstance): Promise<void> {
  await app.register(mercadoPagoWebhookRoutes, { prefix: '/api/v1/pagos' });
  await app.register(mercadoPagoOAuthRoutes);
}
