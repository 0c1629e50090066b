import type { FastifyInstance } from 'fastify';
import { mpSandboxPlugin } from '@feria/mp-sandbox';
import { SANDBOX_ACCESS_TOKEN, SANDBOX_WEBHOOK_SECRET, type Config } from '../config';
import { urlPublicaDe } from '../modules/ventas/registrar-comercio';

/**
 * The embedded Mercado Pago sandbox at /_sandbox/mp (docs/arquitectura.md#mercado-pago-sandbox): only when no real
 * Mercado Pago credentials are configured (decision 062: by default outside production, or with
 * MP_SANDBOX=true). Its public 'Aprobar pago' marks an order paid with no money moved, so it is
 * never mounted with any credentials but its own. The API reaches it through the same REST adapter
 * as the real Mercado Pago. Needs `migrateMpSandbox(db)` to have run (buildApp / main.ts do it).
 */
export async function registerMpSandbox(
  app: FastifyInstance,
  config: Config,
  fetch?: typeof globalThis.fetch,
): Promise<void> {
  if (!config.pagos.sandbox) return;
  // loadConfig already refuses this; a Config built another way must not reach the sandbox either.
  if (
    config.pagos.baseUrl !== undefined ||
    config.pagos.accessToken !== SANDBOX_ACCESS_TOKEN ||
    config.pagos.webhookSecret !== SANDBOX_WEBHOOK_SECRET
  ) {
    throw new Error(
      'El sandbox de Mercado Pago no se sirve con credenciales reales (MP_ACCESS_TOKEN, MP_WEBHOOK_SECRET, MP_BASE_URL): ver la decisión 062.',
    );
  }
  await app.register(mpSandboxPlugin, {
    prefix: '/_sandbox/mp',
    db: app.db,
    publicBaseUrl: urlPublicaDe(config),
    accessToken: config.pagos.accessToken,
    webhookSecret: config.pagos.webhookSecret,
    ...(fetch ? { fetch } : {}),
  });
}
