import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { realmRoutes } from './account/realm.routes';
import type { IdentityDb } from './db/identity-db';
import { interactionRoutes } from './interactions/interactions.routes';
import { LoginThrottle, type SharedCounter } from './interactions/throttle';
import { getPublicJwks, loadKeys } from './keys/key-store';
import { purgeExpired } from './oidc/adapter';
import { createProvider } from './oidc/provider';
import { normalizeOrigins } from './oidc/redirect-uris';
import { REALM_PATH } from './realm';
import { purgeLoginFailures } from './users/login-failures';
import { crearEnvio, type OpcionesCorreo } from './cuenta-correo/correo';
import { cuentaCorreoRoutes, mandarVerificacion } from './cuenta-correo/cuenta-correo.routes';

export interface IdentityPluginOptions {
  /** Migrated with `migrateIdentity` beforehand. */
  db: IdentityDb;
  /** Public issuer, e.g. http://localhost:8080/auth/realms/feria. */
  issuer: string;
  /** Origins whose pages may be redirect targets of the SPA client (PUBLIC_URL, localhost:port...). */
  publicOrigins: string[];
  /** Served over https (behind a TLS proxy): trust X-Forwarded-Proto and mark cookies Secure. */
  secureCookies: boolean;
  /**
   * Told in-process when a logout ends an account's session, so this process's caches drop it
   * before the logout answers; other processes hear it through ACCOUNT_CHANGES_CHANNEL.
   */
  onSessionEnded?: (accountId: string) => void;
  /**
   * Login and registration forms one IP may post per minute (their own budget, apart from the
   * API's rate limit); default FORM_POSTS_PER_MINUTE, 0 = no budget.
   */
  formPostsPerMinute?: number;
  /**
   * Where the forms' per-IP and per-address limits count: shared by every instance of the server
   * (PostgreSQL or Redis, given by the API); default this process's memory, one instance only.
   */
  sharedCounter?: SharedCounter;
  /**
   * Account e-mails (password reset, verification; decision 034): SMTP when `smtpUrl` is set,
   * else `.eml` files in `outboxDir`. Default: the outbox under ./data.
   */
  correo?: OpcionesCorreo;
}

const PURGE_EVERY_MS = 60 * 60_000;

/**
 * The embedded identity server. Register with `{ prefix: '/auth' }`: it serves the
 * realm `feria` at /auth/realms/feria with Keycloak's layout, so keycloak-js runs unchanged.
 */
export const identityPlugin: FastifyPluginAsync<IdentityPluginOptions> = async (app, opts) => {
  const mountPath = `${app.prefix}${REALM_PATH}`;
  const issuerPath = new URL(opts.issuer).pathname.replace(/\/$/, '');
  if (issuerPath !== mountPath) {
    throw new Error(`identity: el issuer ${opts.issuer} no coincide con la ruta montada ${mountPath}`);
  }
  const origins = normalizeOrigins([new URL(opts.issuer).origin, ...opts.publicOrigins]);
  const keys = await loadKeys(opts.db);
  const provider = createProvider({
    db: opts.db,
    issuer: opts.issuer,
    mountPath,
    origins,
    keys,
    secureCookies: opts.secureCookies,
  });
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'identidad: error interno'));
  provider.on('end_session.success', (ctx) => {
    const accountId = ctx.oidc.session?.accountId;
    if (accountId) opts.onSessionEnded?.(accountId);
  });
  const callback = provider.callback();

  const purge = setInterval(() => {
    Promise.all([purgeExpired(opts.db), purgeLoginFailures(opts.db)]).catch((err: unknown) =>
      app.log.warn({ err }, 'identidad: no se pudo limpiar'),
    );
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  await app.register(realmRoutes, {
    prefix: REALM_PATH,
    db: opts.db,
    issuer: opts.issuer,
    publicJwks: await getPublicJwks(opts.db),
    origins,
    mountPath,
  });
  const throttle = new LoginThrottle({
    formPostsPerMinute: opts.formPostsPerMinute,
    ...(opts.sharedCounter ? { sharedCounter: opts.sharedCounter } : {}),
  });
  const enviar = crearEnvio(
    opts.correo ?? { outboxDir: path.resolve('data', 'outbox'), from: 'Feria <no-responder@feria.local>' },
  );
  const cuenta = { db: opts.db, origin: new URL(opts.issuer).origin, mountPath, enviar };
  const registrada = (user: { id: string; email: string; firstName: string }) =>
    void mandarVerificacion(cuenta, user).catch((err: unknown) =>
      app.log.warn({ err }, 'identidad: no se pudo enviar la verificación'),
    );
  await app.register(interactionRoutes, {
    prefix: REALM_PATH,
    provider,
    db: opts.db,
    throttle,
    mountPath,
    alRegistrar: registrada,
  });
  await app.register(cuentaCorreoRoutes, {
    prefix: REALM_PATH,
    provider,
    throttle,
    ...cuenta,
    onSessionEnded: opts.onSessionEnded,
    log: (err, mensaje) => app.log.warn({ err }, mensaje),
  });

  // Everything else under the realm is oidc-provider's (a Koa app): hand it the raw request with
  // the body unread and the URL relative to the mount, Express-style (it reads originalUrl).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(`${REALM_PATH}/*`, (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(mountPath.length) || '/';
      if (opts.secureCookies) raw.headers['x-forwarded-proto'] = 'https';
      void callback(raw, reply.raw);
    });
  });
};
