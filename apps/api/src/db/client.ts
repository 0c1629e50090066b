import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Drizzle over PGlite or node-postgres: services only see this common type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Set for PGlite, so tests can dump and clone the data directory. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… (production); without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps the database in memory. */
  pgliteDir?: string | undefined;
  /** PGlite starting state (a dumpDataDir() tarball), used by the test templates. */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.pgliteDir) await mkdir(path.dirname(opts.pgliteDir), { recursive: true });
  const client = await PGlite.create({
    ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}
