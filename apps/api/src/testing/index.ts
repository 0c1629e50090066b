import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase, TEST_DATA_DIR, type TestSeed } from './templates';

export { seedBulk } from '../seed/bulk';
export { prepareTemplates, openTestDatabase, TEST_DATA_DIR, type TestSeed } from './templates';
export * from './fixtures';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** 'demo' (default): the demo marketplace; 'empty': reference data only. */
  seed?: TestSeed;
  /** Extra environment for loadConfig, e.g. { RATE_LIMIT_MAX: '3' }. */
  env?: Record<string, string>;
}

/**
 * A Fastify app on its own fresh database (a clone of the prepared template), for
 * `app.inject` tests here and in later issues. PostgreSQL when DATABASE_URL is set.
 */
export async function createTestApp(opts: CreateTestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const handle = await openTestDatabase(opts.seed ?? 'demo', databaseUrl);
  const config = loadConfig({
    DATA_DIR: TEST_DATA_DIR,
    WEB_DIST: path.join(TEST_DATA_DIR, 'no-web-dist'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '0',
    CACHE_TTL_SECONDS: '0',
    SEED_DEMO: 'false',
    ...opts.env,
  });
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
