import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { requireBearer } from './auth';
import { checkoutRoutes } from './checkout/checkout.routes';
import type { MpSandboxDb } from './db/sandbox-db';
import { mpError } from './errors';
import { authorizationRoutes } from './oauth/authorization.routes';
import { oauthConfig, type OAuthOptions } from './oauth/oauth-config';
import { tokenRoutes } from './oauth/token.routes';
import { paymentRoutes } from './payments/payments.routes';
import { preferenceRoutes } from './preferences/preferences.routes';
import { startDeliverer } from './webhooks/deliverer';

export interface MpSandboxOptions {
  /** Migrated with `migrateMpSandbox` beforehand. */
  db: MpSandboxDb;
  /** Public origin of the app, e.g. http://localhost:8080: `init_point` is built on it. */
  publicBaseUrl: string;
  /** The platform's own bearer (the API's MP_ACCESS_TOKEN); sellers' tokens come from `/oauth/token`. */
  accessToken: string;
  /** The platform's OAuth application (docs/producto/pagos.md#sandbox-oauth); defaults for the embedded mode. */
  oauth?: OAuthOptions;
  /** The clock of codes and tokens (tests move it); default the system's. */
  ahora?: () => Date;
  /** Signs the webhooks (the API's MP_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** How often the webhook outbox is polled; default 500 ms. */
  deliveryIntervalMs?: number;
  /** First retry delay of a failed webhook (then doubled each time); default 1000 ms. */
  reintentoBaseMs?: number;
  /** Longest delay between retries; default 64 × reintentoBaseMs. */
  reintentoMaxMs?: number;
  /** Attempts before a webhook is given up; default 10. */
  maxIntentos?: number;
  /** Timeout of each webhook request; default 5000 ms. */
  webhookTimeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The embedded Mercado Pago sandbox. Register with `{ prefix: '/_sandbox/mp' }`: it answers
 * Mercado Pago's API (preferences, payments, refunds, `/oauth/token`) on the same paths and wire
 * format, serves the hosted checkout page and the OAuth authorization page, and delivers signed
 * webhooks from a persistent outbox.
 */
export const mpSandboxPlugin: FastifyPluginAsync<MpSandboxOptions> = async (app, opts) => {
  const base = opts.reintentoBaseMs ?? 1000;
  const deliverer = startDeliverer({
    db: opts.db,
    webhookSecret: opts.webhookSecret,
    fetch: opts.fetch ?? fetch,
    log: app.log,
    intervalMs: opts.deliveryIntervalMs ?? 500,
    baseDelayMs: base,
    maxDelayMs: opts.reintentoMaxMs ?? base * 64,
    maxAttempts: opts.maxIntentos ?? 10,
    timeoutMs: opts.webhookTimeoutMs ?? 5000,
  });
  app.addHook('onClose', async () => deliverer.stop());

  const publicBase = opts.publicBaseUrl.replace(/\/$/, '');
  const checkoutUrl = (id: string) => `${publicBase}${app.prefix}/checkout/pay/${encodeURIComponent(id)}`;
  const notificar = () => deliverer.kick();
  const oauth = oauthConfig(opts.oauth, publicBase);
  const ahora = opts.ahora ?? (() => new Date());

  // Mercado Pago's API: bearer token, JSON in and out, its error body.
  await app.register(async (api) => {
    api.addHook('preHandler', requireBearer({ db: opts.db, accessToken: opts.accessToken, ahora }));
    api.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => {
      const text = String(body).trim();
      if (!text) return done(null, undefined); // an empty body is no body (refunds take an optional one)
      try {
        done(null, JSON.parse(text));
      } catch {
        done(Object.assign(new Error('Invalid JSON'), { statusCode: 400 }), undefined);
      }
    });
    api.setErrorHandler((err: FastifyError, request, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) request.log.error({ err }, 'mp-sandbox: error interno');
      return mpError(
        reply,
        status,
        status === 500 ? 'internal_error' : 'bad_request',
        status === 500 ? 'Internal server error' : err.message,
      );
    });
    await api.register(preferenceRoutes, { db: opts.db, checkoutUrl, clientId: oauth.clientId });
    await api.register(paymentRoutes, { db: opts.db, notificar });
  });

  await app.register(checkoutRoutes, { db: opts.db, notificar });
  // OAuth for marketplaces: at the same relative places as auth.mercadopago.com/authorization and
  // api.mercadopago.com/oauth/token.
  await app.register(authorizationRoutes, { db: opts.db, oauth, ahora });
  await app.register(tokenRoutes, { db: opts.db, oauth, ahora });
};
