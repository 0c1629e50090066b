import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmptyDb } from '../testing/test-db';
import { migrateMpSandbox } from './migrate';
import { queryRows, type MpSandboxDb } from './sandbox-db';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function emptyDb(): Promise<MpSandboxDb> {
  const { db, close } = await openEmptyDb();
  closers.push(close);
  return db;
}

const journal = async () =>
  (
    JSON.parse(await readFile(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
      entries: unknown[];
    }
  ).entries;
const history = (db: MpSandboxDb) =>
  queryRows<{ hash: string }>(db, sql`SELECT hash FROM drizzle.mp_sandbox_migrations ORDER BY id`);
const tables = async (db: MpSandboxDb) =>
  (
    await queryRows<{ t: string }>(
      db,
      sql`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'mp_sandbox' ORDER BY 1`,
    )
  ).map((r) => r.t);

describe('mp_sandbox migrations (drizzle-kit)', () => {
  it('creates the schema and records its own history; a second run does nothing', async () => {
    const db = await emptyDb();
    await migrateMpSandbox(db);
    expect(await tables(db)).toEqual([
      'oauth_codes',
      'oauth_tokens',
      'payments',
      'preferences',
      'refunds',
      'seller_accounts',
      'webhook_deliveries',
    ]);
    const applied = await history(db);
    expect(applied).toHaveLength((await journal()).length);
    await migrateMpSandbox(db);
    expect(await history(db)).toEqual(applied);
  });

  it('starts payment ids at a large number, like Mercado Pago', async () => {
    const db = await emptyDb();
    await migrateMpSandbox(db);
    const [seq] = await queryRows<{ start: string }>(
      db,
      sql`SELECT seqstart::text AS start FROM pg_sequence WHERE seqrelid = 'mp_sandbox.payments_id_seq'::regclass`,
    );
    expect(Number(seq?.start)).toBeGreaterThan(1_000_000_000);
  });

  it.runIf(process.env.MP_SANDBOX_TEST_DATABASE_URL)(
    'lets several instances start at once on one PostgreSQL database',
    async () => {
      const db = await emptyDb();
      await Promise.all([migrateMpSandbox(db), migrateMpSandbox(db), migrateMpSandbox(db)]);
      expect(await history(db)).toHaveLength((await journal()).length);
    },
  );
});
