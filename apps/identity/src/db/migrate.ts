import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationConfig, type MigrationMeta } from 'drizzle-orm/migrator';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { queryRows, type IdentityDb } from './identity-db';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Same table as drizzle.config.ts: identity keeps a history apart from the API's `app_migrations`. */
const CONFIG = {
  migrationsFolder: MIGRATIONS_FOLDER,
  migrationsSchema: 'drizzle',
  migrationsTable: 'identity_migrations',
} satisfies MigrationConfig;
/** Key of the PostgreSQL advisory lock that serialises concurrent starts (several API instances on one database). */
const LOCK_KEY = 4_771_901;

/**
 * The files of the plain-SQL migrator identity had before drizzle-kit (`identity.migrations`),
 * and the drizzle migration each one equals, in journal order. Databases made by it are adopted:
 * what it applied is recorded as applied, and its table goes.
 */
const OLD_FILES = ['0001_identity.sql', '0002_login_failures.sql'] as const;

/** Applies the drizzle-kit migrations of `migrations/` (docs/arquitectura.md#persistencia: applied at start-up). */
export async function migrateIdentity(db: IdentityDb): Promise<void> {
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

async function migrateWith(db: IdentityDb): Promise<void> {
  const migrations = readMigrationFiles(CONFIG);
  await adoptOldMigrator(db, migrations);
  // What drizzle-orm's migrate() does for each driver, on whichever driver the API opened.
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  await dialect.migrate(migrations, session, CONFIG);
}

async function adoptOldMigrator(db: IdentityDb, migrations: MigrationMeta[]): Promise<void> {
  const [old] = await queryRows<{ exists: boolean }>(
    db,
    sql`SELECT to_regclass('identity.migrations') IS NOT NULL AS exists`,
  );
  if (!old?.exists) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
    // drizzle-orm's own bookkeeping table, as its migrator creates it.
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS drizzle.identity_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
    );
    const recorded = await queryRows<{ id: number }>(tx, sql`SELECT id FROM drizzle.identity_migrations LIMIT 1`);
    if (recorded.length === 0) {
      const applied = new Set(
        (await queryRows<{ name: string }>(tx, sql`SELECT name FROM identity.migrations`)).map((r) => r.name),
      );
      // drizzle applies every migration newer than the last recorded one: record the leading run only.
      for (const [i, file] of OLD_FILES.entries()) {
        const migration = migrations[i];
        if (!applied.has(file) || !migration) break;
        await tx.execute(
          sql`INSERT INTO drizzle.identity_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`,
        );
      }
    }
    await tx.execute(sql`DROP TABLE identity.migrations`);
  });
}

function poolOf(db: IdentityDb): Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  const isPool = typeof client === 'object' && client !== null && 'connect' in client && 'totalCount' in client;
  return isPool ? (client as Pool) : undefined;
}
