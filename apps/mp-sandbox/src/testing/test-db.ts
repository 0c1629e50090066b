import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrateMpSandbox } from '../db/migrate';
import type { MpSandboxDb } from '../db/sandbox-db';

export interface TestDb {
  db: MpSandboxDb;
  close: () => Promise<void>;
}

/**
 * A migrated, empty sandbox database: in-memory PGlite, or with MP_SANDBOX_TEST_DATABASE_URL the PostgreSQL
 * database it names, where only the schema mp_sandbox is touched (emptied here; the test files run
 * one at a time there, see vitest.config.ts).
 */
export async function openTestDb(): Promise<TestDb> {
  const { db, close } = await openEmptyDb();
  await migrateMpSandbox(db);
  if (process.env.MP_SANDBOX_TEST_DATABASE_URL) await vaciar(db);
  return { db, close };
}

/** Empties the sandbox's tables (sequences keep counting; the seeded test seller accounts stay). */
export async function vaciar(db: MpSandboxDb): Promise<void> {
  await db.execute(
    sql`TRUNCATE mp_sandbox.webhook_deliveries, mp_sandbox.refunds, mp_sandbox.payments, mp_sandbox.preferences,
          mp_sandbox.oauth_tokens, mp_sandbox.oauth_codes`,
  );
}

/** The database without migrating: a fresh PGlite, or the MP_SANDBOX_TEST_DATABASE_URL one as it is. */
export async function openEmptyDb(): Promise<TestDb> {
  const url = process.env.MP_SANDBOX_TEST_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 5 });
    return { db: drizzlePg(pool) as unknown as MpSandboxDb, close: () => pool.end() };
  }
  const client = await PGlite.create();
  return { db: drizzle(client) as unknown as MpSandboxDb, close: () => client.close() };
}
