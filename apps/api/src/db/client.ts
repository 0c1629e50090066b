import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  PGlite,
  parse as pgliteParse,
  protocol,
  types as pgliteTypes,
  type ParserOptions,
  type QueryOptions,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { medirSentencia } from '../lib/metricas';
import { unir } from './pglite-respuesta';

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
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      Client: ClienteMedido,
      // JIT off (decision 092): at a million products a filtered search's cost estimate crossed
      // PostgreSQL's JIT threshold and compiling took 357 ms of a 403 ms statement; no query of
      // the product gains from it. An `options` in DATABASE_URL takes precedence.
      options: '-c jit=off',
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.pgliteDir) await mkdir(path.dirname(opts.pgliteDir), { recursive: true });
  const client = await PGlite.create({
    ...(opts.pgliteDir ? { dataDir: opts.pgliteDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
    parsers: COMO_TEXTO_PGLITE,
  });
  // PGlite set its array types' parsers after ours (those of the arrays among them included).
  Object.assign(client.parsers, COMO_TEXTO_PGLITE);
  lecturasDeUnaLlamada(client);
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
    // The options: `query(text, params, options)`, `exec(text, options)`.
    const i = metodo === 'query' ? 2 : 1;
    (o as unknown as Record<string, Consulta>)[metodo] = function (this: unknown, ...args: unknown[]) {
      if (args[i]) args[i] = sinCopiaDeParsers(client, args[i] as QueryOptions);
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

/** PGlite's locks: its `query` takes both (the transaction one first), so must we. */
interface CerrojosPglite {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<R>(fn: () => Promise<R>): Promise<R>;
  _runExclusiveQuery<R>(fn: () => Promise<R>): Promise<R>;
}

const ES_LECTURA = /^\s*select\b/i;
const esSimple = (v: unknown) => v === null || v === undefined || typeof v === 'string' || typeof v === 'number';

/**
 * Decision 091: PGlite's `query` runs a statement with parameters in six calls into WebAssembly
 * (Parse, Describe the statement to learn the parameters' types, Bind, Describe, Execute, Sync),
 * each crossing into the engine and back, and that crossing cost more than a public read's
 * statement itself. A SELECT outside a transaction whose parameters are text or numbers (what
 * drizzle sends) goes in ONE call: Parse, Bind, Describe, Execute and Sync together, the values in
 * text form as PGlite itself would write them (strings as they are, numbers by toString), so the
 * server infers the same types. Anything else — writes, transactions (their own `query`), Dates,
 * arrays, objects, blobs, explicit parameter types — takes PGlite's own path. A failing statement
 * throws PGlite's own DatabaseError, the backend already past the Sync.
 */
function lecturasDeUnaLlamada(client: PGlite): void {
  const original = client.query.bind(client) as (q: string, p?: unknown[], o?: QueryOptions) => Promise<unknown>;
  const cerrojos = client as unknown as CerrojosPglite;
  (client as unknown as { query: typeof original }).query = async (query, params = [], options) => {
    if (
      !ES_LECTURA.test(query) ||
      !params.every(esSimple) ||
      (options && (options.blob || options.paramTypes || options.serializers)) ||
      client.closed
    )
      return original(query, params, options);
    await cerrojos._checkReady();
    return cerrojos._runExclusiveTransaction(() =>
      cerrojos._runExclusiveQuery(async () => {
        const pedido = unir([
          protocol.serialize.parse({ text: query }),
          protocol.serialize.bind({ values: params.map((v) => (v === null || v === undefined ? null : String(v))) }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]);
        const { messages } = await client.execProtocol(pedido, { syncToFs: false });
        // `options` come through medirPglite's wrapper, without the parsers the client has already.
        return pgliteParse.parseResults(messages, client.parsers, options)[0];
      }),
    );
  };
}

/**
 * What drizzle (drizzle-orm/pglite) asks every statement to read as the database's text:
 * timestamps, dates, intervals and the arrays of numerics, timestamps, dates and intervals. The
 * client reads them so by default; db/preparadas.ts `TIPOS_PG` reads the same types so on
 * node-postgres.
 */
export const COMO_TEXTO_PGLITE: ParserOptions = Object.fromEntries(
  [
    pgliteTypes.TIMESTAMP,
    pgliteTypes.TIMESTAMPTZ,
    pgliteTypes.INTERVAL,
    pgliteTypes.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((t) => [t, (v: string) => v]),
);

/**
 * PGlite's `parseResults` merges a call's `parsers` into the client's with an object spread, and
 * the client's map holds ~390 types (one per array type as well): ~130 µs per statement, inside
 * PGlite's lock, twice what a `select 1` costs in the engine; drizzle passes its parsers with every
 * statement (decision 098, "A third of the ceiling was ours"). When the call's parsers are only
 * the ones the client already reads with (COMO_TEXTO_PGLITE), they are left out and nothing is
 * copied; other parsers are kept, and PGlite copies as it always did.
 */
function sinCopiaDeParsers(client: PGlite, options: QueryOptions | undefined): QueryOptions | undefined {
  const propios = options?.parsers;
  if (!propios) return options;
  for (const k of Object.keys(propios)) if (client.parsers[Number(k)] !== COMO_TEXTO_PGLITE[Number(k)]) return options;
  const { parsers: _, ...resto } = options;
  return resto;
}
