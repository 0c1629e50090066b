import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { buildApp } from '../app';
import { fetchPorInject } from './fetch-inject';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { openTestDatabase, TEST_DATA_DIR, type TestSeed } from './templates';
import { ensureTestSession } from '@feria/identity/testing';
import { bearer, firmarToken, sidDe, testTokenKeys, type FirmaOpciones, type UsuarioPrueba } from './tokens';

export { seedBulk } from '../seed/bulk';
export { prepareTemplates, openTestDatabase, TEST_DATA_DIR, type TestSeed } from './templates';
export * from './fixtures';
export { contadorDeSentencias } from './sentencias';
export { bearer, firmarToken, testTokenKeys, type UsuarioPrueba } from './tokens';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /**
   * A signed access token for this app (see tokens.ts). In embedded mode the identity account (with
   * the token's roles) and the token's session are created too, as a login would leave them.
   */
  token(usuario: UsuarioPrueba, opts?: Omit<FirmaOpciones, 'issuer'> & { issuer?: string }): Promise<string>;
  /** `Authorization` header with a fresh token for `usuario`. */
  auth(usuario: UsuarioPrueba): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** 'demo' (default): the demo marketplace; 'empty': reference data only. */
  seed?: TestSeed;
  /** Extra environment for loadConfig, e.g. { RATE_LIMIT_MAX: '3' }. */
  env?: Record<string, string>;
  /** Keys the app trusts for access tokens; default the test key of tokens.ts. 'config': the app's own default. */
  tokenKeys?: JWTVerifyGetKey | 'config';
  /** Run the job worker in the background (default false: tests run the queue with procesarPendientes). */
  trabajador?: boolean;
  /**
   * A second API instance on the same PostgreSQL database (its own pool and LISTEN connection),
   * as two processes behind a load balancer: nothing is restored. Only with DATABASE_URL.
   */
  segundaInstancia?: boolean;
  /** Where the app's log lines go (with env LOG_LEVEL), e.g. to check that no secret is logged. */
  logStream?: { write(line: string): void };
}

/**
 * A Fastify app on its own fresh database (a clone of the prepared template), for
 * `app.inject` tests here and in later issues. PostgreSQL when DATABASE_URL is set.
 */
export async function createTestApp(opts: CreateTestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (opts.segundaInstancia && !databaseUrl) throw new Error('segundaInstancia necesita DATABASE_URL (PostgreSQL)');
  const handle =
    opts.segundaInstancia && databaseUrl
      ? await openDatabase({ databaseUrl, poolSize: 4 })
      : await openTestDatabase(opts.seed ?? 'demo', databaseUrl);
  const config = loadConfig({
    DATA_DIR: TEST_DATA_DIR,
    WEB_DIST: path.join(TEST_DATA_DIR, 'no-web-dist'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '0',
    CACHE_TTL_SECONDS: '0',
    SEED_DEMO: 'false',
    ...opts.env,
  });
  const keys = opts.tokenKeys ?? testTokenKeys;
  const app: FastifyInstance = await buildApp({
    config,
    db: handle.db,
    ...(keys === 'config' ? {} : { tokenKeys: keys }),
    // Mercado Pago (the embedded sandbox) is reached in-process: nothing listens on a port in tests.
    pagosFetch: fetchPorInject(() => app),
    trabajador: opts.trabajador ?? false,
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
  });
  await app.ready();
  const token: TestApp['token'] = async (usuario, o) => {
    // The API checks the account and the token's session on every request: make them
    // exist with the token's roles, as a login would have, and drop this app's cached copy.
    const sid = sidDe(usuario, o?.claims);
    if (config.oidc.embedded && sid) {
      await ensureTestSession(handle.db, { accountId: usuario.sub, roles: usuario.roles, sid });
      app.accountState.invalidate(usuario.sub);
    }
    return firmarToken(usuario, { ...o, issuer: o?.issuer ?? config.oidc.issuer });
  };
  return {
    app,
    db: handle.db,
    config,
    token,
    auth: async (usuario) => bearer(await token(usuario)),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
export * from './perfiles';
export { fetchPorInject } from './fetch-inject';
