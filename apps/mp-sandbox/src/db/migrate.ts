import { fileURLToPath } from 'node:url';
import { readMigrationFiles, type MigrationConfig } from 'drizzle-orm/migrator';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { MpSandboxDb } from './sandbox-db';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Same table as drizzle.config.ts: the sandbox keeps a history apart from the API's and identity's. */
const CONFIG = {
  migrationsFolder: MIGRATIONS_FOLDER,
  migrationsSchema: 'drizzle',
  migrationsTable: 'mp_sandbox_migrations',
} satisfies MigrationConfig;
/** Key of the PostgreSQL advisory lock that serialises concurrent starts (several API instances on one database). */
const LOCK_KEY = 4_771_902;

/** Applies the drizzle-kit migrations of `migrations/` (docs/arquitectura.md#persistencia: applied at start-up). */
export async function migrateMpSandbox(db: MpSandboxDb): Promise<void> {
  const pool = poolOf(db);
  if (!pool) return migrateWith(db); // PGlite: one process per data directory, nothing to serialise.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    const { drizzle } = await import('drizzle-orm/node-postgres');
    await migrateWith(drizzle({ client }));
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

async function migrateWith(db: MpSandboxDb): Promise<void> {
  const migrations = readMigrationFiles(CONFIG);
  // What drizzle-orm's migrate() does for each driver, on whichever driver the API opened.
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  await dialect.migrate(migrations, session, CONFIG);
}

function poolOf(db: MpSandboxDb): Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  const isPool = typeof client === 'object' && client !== null && 'connect' in client && 'totalCount' in client;
  return isPool ? (client as Pool) : undefined;
}
