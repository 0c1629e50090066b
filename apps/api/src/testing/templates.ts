import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateMpSandbox } from '@feria/mp-sandbox';
import { migrateIdentity } from '@feria/identity';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { MIGRATIONS_TABLE, migrateDatabase } from '../db/migrate';
import { seedDemo } from '../seed/demo';
import { cobrosDemoDeSandbox } from '../seed/demo-cobros';
import { upsertReferenceData } from '../modules/referencias/referencias.queries';
import { restoreApp, snapshotApp } from './pg-snapshot';

export type TestSeed = 'demo' | 'empty';

/** Set by the vitest globalSetup so every test file finds the prepared templates. */
export const TEMPLATES_ENV = 'FERIA_TEST_TEMPLATES';
/**
 * Test DATA_DIR. Demo images are named by content hash, so keeping this directory between
 * runs saves rendering them again.
 */
export const TEST_DATA_DIR = path.join(os.tmpdir(), 'feria-api-test-data');

const snapshotName = (seed: TestSeed) => `app_test_${seed}`;

/**
 * Migrates once and saves two starting states, reference data only ('empty') and the demo
 * marketplace ('demo'): PGlite data-dir dumps in `dir`, or snapshot schemas on PostgreSQL.
 */
export async function prepareTemplates(dir: string, databaseUrl?: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const handle = await openDatabase({ databaseUrl });
  try {
    if (handle.kind === 'postgres') await resetPostgres(handle);
    await migrateDatabase(handle);
    await migrateIdentity(handle.db);
    await migrateMpSandbox(handle.db);
    await upsertReferenceData(handle.db);
    await save(handle, dir, 'empty');
    // The test apps run the sandbox with the key kept in TEST_DATA_DIR: the demo shops start connected.
    await seedDemo(handle.db, TEST_DATA_DIR, undefined, undefined, cobrosDemoDeSandbox(TEST_DATA_DIR));
    await handle.db.execute(sql`analyze`);
    await save(handle, dir, 'demo');
  } finally {
    await handle.close();
  }
}

/** A fresh database in the requested starting state. */
export async function openTestDatabase(seed: TestSeed, databaseUrl?: string): Promise<DatabaseHandle> {
  const dir = await templatesDir(databaseUrl);
  if (databaseUrl) {
    const handle = await openDatabase({ databaseUrl, poolSize: 4 });
    await restoreApp(handle.db, snapshotName(seed));
    return handle;
  }
  const dump = await readFile(path.join(dir, `${seed}.tar`));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}

async function save(handle: DatabaseHandle, dir: string, seed: TestSeed): Promise<void> {
  if (handle.pglite) {
    const dump = await handle.pglite.dumpDataDir('none');
    await writeFile(path.join(dir, `${seed}.tar`), Buffer.from(await dump.arrayBuffer()));
  } else {
    await snapshotApp(handle.db, snapshotName(seed));
  }
}

/** "Reset the app schema then migrate" on the PostgreSQL test database; identity and the Mercado Pago sandbox too. */
async function resetPostgres(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`drop schema if exists app cascade`);
  await handle.db.execute(sql`drop schema if exists identity cascade`);
  await handle.db.execute(
    sql`drop table if exists ${sql.identifier(MIGRATIONS_TABLE.migrationsSchema)}.${sql.identifier(MIGRATIONS_TABLE.migrationsTable)}`,
  );
  // The identity schema's own migration record too: left behind, a second run on the same
  // database saw its migrations as applied and never recreated the dropped identity tables.
  await handle.db.execute(sql`drop table if exists drizzle.identity_migrations`);
  await handle.db.execute(sql`drop schema if exists mp_sandbox cascade`);
  await handle.db.execute(sql`drop table if exists drizzle.mp_sandbox_migrations`);
}

let inProcess: Promise<string> | undefined;

/** The globalSetup's templates, or (outside that setup, e.g. another workspace) our own, once per process. */
async function templatesDir(databaseUrl?: string): Promise<string> {
  const fromSetup = process.env[TEMPLATES_ENV];
  if (fromSetup) return fromSetup;
  inProcess ??= (async () => {
    const dir = path.join(os.tmpdir(), `feria-api-templates-${process.pid}`);
    await prepareTemplates(dir, databaseUrl);
    process.env[TEMPLATES_ENV] = dir;
    return dir;
  })();
  return inProcess;
}
