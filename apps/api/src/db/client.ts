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
import { medirSentencia } from '../lib/metricas';

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
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, Client: ClienteMedido });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.pgliteDir) await mkdir(path.dirname(opts.pgliteDir), { recursive: true });
  const client = await PGlite.create({
    ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  medirPglite(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

// Statement time for /metrics (lib/metricas.ts, decision 089), measured here once for every
// caller: each connection of the pool is a ClienteMedido, and PGlite's query/exec (its
// transactions' too) are wrapped.

type Consulta = (...args: unknown[]) => unknown;

/** Times a call that answers by callback (its last argument) or by promise. */
function medida(original: Consulta, self: unknown, args: unknown[]): unknown {
  const fin = medirSentencia();
  const ultimo = args.length > 0 ? args[args.length - 1] : undefined;
  if (typeof ultimo === 'function') {
    args[args.length - 1] = (...r: unknown[]) => {
      fin();
      return (ultimo as Consulta)(...r);
    };
    return original.apply(self, args);
  }
  let r: unknown;
  try {
    r = original.apply(self, args);
  } catch (e) {
    fin();
    throw e;
  }
  if (r instanceof Promise) r.then(fin, fin);
  else fin();
  return r;
}

class ClienteMedido extends pg.Client {
  override query(...args: unknown[]): never {
    return medida(super.query as unknown as Consulta, this, args) as never;
  }
}

function medirPglite(client: PGlite): void {
  const envolver = <T extends object>(o: T, metodo: 'query' | 'exec') => {
    const original = (o as unknown as Record<string, Consulta>)[metodo]!;
    (o as unknown as Record<string, Consulta>)[metodo] = function (this: unknown, ...args: unknown[]) {
      return medida(original, this, args);
    };
  };
  envolver(client, 'query');
  envolver(client, 'exec');
  const transaccion = client.transaction.bind(client);
  client.transaction = <T>(fn: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<T>) =>
    transaccion((tx) => {
      envolver(tx, 'query');
      envolver(tx, 'exec');
      return fn(tx);
    });
}
