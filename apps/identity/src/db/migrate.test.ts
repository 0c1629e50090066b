import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmptyDb } from '../testing/test-server';
import { queryRows, type IdentityDb } from './identity-db';
import { migrateIdentity } from './migrate';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

/** One history row per migration file. */
const MIGRACIONES = journal.entries.length;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function emptyDb(): Promise<IdentityDb> {
  const { db, close } = await openEmptyDb();
  closers.push(close);
  return db;
}

/** A database as the plain-SQL migrator left it, with the first `count` of its files applied. */
async function oldMigratorDb(count: number): Promise<IdentityDb> {
  const db = await emptyDb();
  await db.execute(sql`CREATE SCHEMA identity`);
  await db.execute(
    sql`CREATE TABLE identity.migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  for (const name of ['0001_identity.sql', '0002_login_failures.sql'].slice(0, count)) {
    const text = await readFile(new URL(`./old-migrator/${name}`, import.meta.url), 'utf8');
    for (const statement of text
      .split(/;\s*$/m)
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter(Boolean)) {
      await db.execute(sql.raw(statement));
    }
    await db.execute(sql`INSERT INTO identity.migrations (name) VALUES (${name})`);
  }
  return db;
}

/** Tables, columns, constraints and indexes of the identity schema, comparable between databases. */
async function shape(db: IdentityDb) {
  const columns = await queryRows(
    db,
    sql`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = 'identity' ORDER BY table_name, column_name`,
  );
  const constraints = await queryRows(
    db,
    sql`SELECT conrelid::regclass::text AS tabla, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE connamespace = 'identity'::regnamespace ORDER BY conname`,
  );
  const indexes = await queryRows(
    db,
    sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'identity' ORDER BY indexname`,
  );
  return { columns, constraints, indexes };
}

const history = (db: IdentityDb) =>
  queryRows<{ hash: string }>(db, sql`SELECT hash FROM drizzle.identity_migrations ORDER BY id`);
const oldTable = async (db: IdentityDb) =>
  (await queryRows<{ t: string | null }>(db, sql`SELECT to_regclass('identity.migrations')::text AS t`))[0]?.t;

describe('identity migrations (drizzle-kit)', () => {
  it('creates the schema on an empty database and does nothing the second time', async () => {
    const db = await emptyDb();
    await migrateIdentity(db);
    const first = await shape(db);
    expect(first.columns.length).toBeGreaterThan(20);
    expect(await history(db)).toHaveLength(MIGRACIONES);
    await migrateIdentity(db);
    expect(await shape(db)).toEqual(first);
    expect(await history(db)).toHaveLength(MIGRACIONES);
  });

  it('adopts a database of the plain-SQL migrator: same tables as a new one, its data kept, one history left', async () => {
    const fresh = await emptyDb();
    await migrateIdentity(fresh);

    const db = await oldMigratorDb(2);
    await db.execute(sql`INSERT INTO identity.keys (kind, value) VALUES ('jwks', '{"keys":[]}')`);
    await migrateIdentity(db);

    expect(await shape(db)).toEqual(await shape(fresh));
    expect(await history(db)).toEqual(await history(fresh));
    expect(await oldTable(db)).toBeNull();
    expect(await queryRows(db, sql`SELECT kind FROM identity.keys`)).toEqual([{ kind: 'jwks' }]);
    await migrateIdentity(db); // and it stays adopted
    expect(await history(db)).toHaveLength(MIGRACIONES);
  });

  it('applies what the plain-SQL migrator had not applied yet', async () => {
    const fresh = await emptyDb();
    await migrateIdentity(fresh);

    const db = await oldMigratorDb(1);
    await migrateIdentity(db);

    expect(await shape(db)).toEqual(await shape(fresh));
    expect(await history(db)).toEqual(await history(fresh));
  });

  it.runIf(process.env.IDENTITY_TEST_DATABASE_URL)(
    'lets several instances start at once on one PostgreSQL database',
    async () => {
      const db = await emptyDb();
      await Promise.all([migrateIdentity(db), migrateIdentity(db), migrateIdentity(db)]);
      expect(await history(db)).toHaveLength(MIGRACIONES);
    },
  );
});
