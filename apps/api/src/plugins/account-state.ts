import type { FastifyInstance } from 'fastify';
import { accountState, ACCOUNT_CHANGES_CHANNEL } from '@feria/identity';
import type { Config } from '../config';
import { cachedAccountState, tokenOnlyAccountState, type AccountStateSource } from '../lib/account-state';
import { listen, type Listener } from '../platform/pg-listen';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller's current account state, checked on every authenticated request (plugins/auth.ts). */
    accountState: AccountStateSource;
  }
}

/**
 * Embedded identity server: accounts and sessions are read from its tables (same database),
 * cached per instance for ACCOUNT_STATE_CACHE_SECONDS and dropped as soon as the identity server
 * NOTIFYs a change, from this instance or any other on the same PostgreSQL. The notifications are
 * heard even without a cache: open live-event streams are checked again on each (plugins/envivo.ts).
 * A real Keycloak: token only (README "Keycloak real").
 */
export async function registerAccountState(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.oidc.embedded) {
    app.decorate('accountState', tokenOnlyAccountState);
    return;
  }
  const changes: { listener?: Listener } = {};
  const source = cachedAccountState({
    load: (sub, sid) => accountState(app.db, sub, sid),
    ttlMs: config.accountStateTtlMs,
    // Without a working LISTEN another instance's change could go unheard: read every time.
    trusted: () => changes.listener?.connected ?? false,
  });
  app.decorate('accountState', source);
  const listener = await listen(app.db, ACCOUNT_CHANGES_CHANNEL, {
    onMessage: (sub) => source.invalidate(sub),
    onReconnect: () => source.invalidateAll(),
    log: app.log,
  });
  changes.listener = listener;
  // preClose: before the database (an onClose hook) waits for this connection.
  app.addHook('preClose', async () => listener.close());
}
