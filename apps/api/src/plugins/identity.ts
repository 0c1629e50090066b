import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { identityPlugin } from '@feria/identity';
import type { Config } from '../config';
import type { LimitesCompartidos } from '../modules/limites/limites';

/** Origins whose pages may receive the login redirect: the public URL and this port on loopback. */
export function identityOrigins(config: Config): string[] {
  const origins = new Set([new URL(config.oidc.issuer).origin]);
  if (config.publicUrl) origins.add(new URL(config.publicUrl).origin);
  origins.add(`http://localhost:${config.port}`);
  origins.add(`http://127.0.0.1:${config.port}`);
  return [...origins];
}

/**
 * Embedded identity server at /auth (docs/arquitectura.md#identidad; docs/decisions/004-identity.md).
 * With IDENTITY_EMBEDDED=false a real Keycloak answers /auth in front of this process instead.
 * Needs `migrateIdentity(db)` to have run (buildApp / main.ts do it).
 */
export async function registerIdentity(
  app: FastifyInstance,
  config: Config,
  limites: Pick<LimitesCompartidos, 'contador'>,
): Promise<void> {
  if (!config.oidc.embedded) return;
  await app.register(identityPlugin, {
    prefix: '/auth',
    db: app.db,
    issuer: config.oidc.issuer,
    publicOrigins: identityOrigins(config),
    secureCookies: config.oidc.issuer.startsWith('https:'),
    // A logout counts on this instance's next request; others hear the NOTIFY.
    onSessionEnded: (accountId) => app.accountState.invalidate(accountId),
    // The login forms' own per-IP budget; RATE_LIMIT_MAX=0 (benchmarks, browser journeys) turns it off too.
    formPostsPerMinute: config.rateLimitMax === 0 ? 0 : undefined,
    // Counted where the API's limits count (Redis or PostgreSQL), shared by every instance (decision 093).
    ...(limites.contador ? { sharedCounter: limites.contador } : {}),
    // Account e-mails (reset, verification) go where the API's go: SMTP, or the outbox admins read.
    correo: {
      outboxDir: path.join(config.dataDir, 'outbox'),
      smtpUrl: config.correo.smtpUrl,
      from: config.correo.remitente,
    },
  });
}
