import type { FastifyInstance } from 'fastify';
import { mpSandboxPlugin } from '@feria/mp-sandbox';
import type { Config } from '../config';
import { urlPublicaDe } from './comercio';

/**
 * The embedded Mercado Pago sandbox at /_sandbox/mp (ARCHITECTURE.md "Payments"): on by default,
 * off with NODE_ENV=production unless MP_SANDBOX=true. The API reaches it through the same REST
 * adapter as the real Mercado Pago; it accepts the configured credentials and signs its webhooks
 * with the configured secret. Needs `migrateMpSandbox(db)` to have run (buildApp / main.ts do it).
 */
export async function registerMpSandbox(app: FastifyInstance, config: Config, fetch?: typeof globalThis.fetch): Promise<void> {
  if (!config.pagos.sandbox) return;
  await app.register(mpSandboxPlugin, {
    prefix: '/_sandbox/mp',
    db: app.db,
    publicBaseUrl: urlPublicaDe(config),
    accessToken: config.pagos.accessToken,
    webhookSecret: config.pagos.webhookSecret,
    ...(fetch ? { fetch } : {}),
  });
}
