import type { FastifyInstance } from 'fastify';
import { mercadoPagoWebhookRoutes } from './mercadopago.routes';

/** What outside services post to us: Mercado Pago's payment notifications. */
export async function registrarWebhooks(app: FastifyInstance): Promise<void> {
  await app.register(mercadoPagoWebhookRoutes, { prefix: '/api/v1/pagos' });
}
