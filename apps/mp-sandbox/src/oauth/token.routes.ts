import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { MpSandboxDb } from '../db/sandbox-db';
import { mpError } from '../errors';
import type { OAuthConfig } from './oauth-config';
import { canjearToken } from './token-grant';

export interface TokenRoutesOptions {
  db: MpSandboxDb;
  oauth: OAuthConfig;
  ahora: () => Date;
}

/** `POST /oauth/token` (Mercado Pago's api.mercadopago.com/oauth/token), JSON or form-urlencoded. */
export const tokenRoutes: FastifyPluginAsync<TokenRoutesOptions> = async (app, o) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error({ err }, 'mp-sandbox: error interno en oauth/token');
    return mpError(reply, status, status === 500 ? 'internal_error' : 'invalid_request', err.message);
  });

  app.post('/oauth/token', async (request, reply) => {
    const body = request.body;
    const campos =
      typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const r = await canjearToken(o.db, o.oauth, campos, o.ahora());
    reply.header('cache-control', 'no-store');
    if (!r.ok) return reply.code(r.error.status).type('application/json').send(r.error);
    return r.token;
  });
};
