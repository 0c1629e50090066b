import { createHash } from 'node:crypto';
import { parse as pgliteParse, protocol, type PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { COMO_TEXTO_PGLITE, type Database } from './client';
import { queryRows } from './sql';
import { medirSentencia } from '../lib/metricas';
import { intercambio, unir } from './pglite-respuesta';

/**
 * Hot read statements as server-side prepared statements (docs/arquitectura.md#rendimiento, decision 043): parsed once
 * per connection under a name derived from their text, then only bound and executed, so
 * PostgreSQL keeps their plan (after five executions it switches to a generic plan when that is
 * not dearer than the custom ones) instead of parsing and planning every call; planning was about
 * half of a search's database time.
 *
 * For READ statements whose TEXT comes from a small set (values always as parameters, never
 * spliced into the text): each distinct text is one statement kept on every connection. Past
 * MAX_TEXTOS distinct texts, or inside a transaction (a drizzle transaction has no `$client`),
 * the statement runs unnamed through `db.execute`, as `queryRows` does. Rows come back as
 * drizzle returns them (timestamps and dates as the database's text).
 *
 * - PGlite: its extended protocol by hand (Parse once with a name; Bind/Describe/Execute/Sync
 *   per call) under its two locks, like its own `query`, so nothing interleaves; PGlite's `query`
 *   always parses an unnamed statement, and SQL `EXECUTE` cannot take bound parameters.
 * - node-postgres: a named query config, which `pg` parses once per pooled connection.
 */
export async function queryPreparada<T>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!client) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = nombreDe(text);
  if (!name) return queryRows<T>(db, query);
  if (isPglite(client)) return pglitePreparada<T>(client, name, text, params);
  if (isPool(client))
    return (await client.query({ name, text, values: params as unknown[], types: TIPOS_PG })).rows as T[];
  return queryRows<T>(db, query);
}

/** Distinct statement texts given a name (each is kept on every connection until it closes). */
export const MAX_TEXTOS = 200;

const dialect = new PgDialect();
const nombres = new Map<string, string>();

function nombreDe(text: string): string | undefined {
  let name = nombres.get(text);
  if (name === undefined && nombres.size < MAX_TEXTOS) {
    name = `feria_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    nombres.set(text, name);
  }
  return name;
}

const isPglite = (c: unknown): c is PGlite => typeof (c as PGlite).execProtocol === 'function';
const isPool = (c: unknown): c is pg.Pool => c instanceof pg.Pool;

/** As drizzle reads them (drizzle-orm/node-postgres), the types the PGlite client reads so too: timestamps, dates and intervals (and their arrays) as text. */
const COMO_TEXTO = new Set(Object.keys(COMO_TEXTO_PGLITE).map(Number));
const TIPOS_PG = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    COMO_TEXTO.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Statement names parsed on each PGlite instance (its one session). */
const preparadasPglite = new WeakMap<PGlite, Set<string>>();

/** PGlite's locks: `query` takes both (the transaction one first), so must we. */
interface PgliteLocks {
  _runExclusiveTransaction<R>(fn: () => Promise<R>): Promise<R>;
  _runExclusiveQuery<R>(fn: () => Promise<R>): Promise<R>;
}

/**
 * Decision 103: the longest the statements on PGlite run one after the other without letting the
 * event loop turn. PGlite runs in the API's thread and hands its locks from one waiting statement
 * to the next in promise callbacks, which run before any I/O: under load, the statements already
 * queued ran back to back and the sockets (new requests, answers written) waited for the queue to
 * empty, so some searches waited seconds behind others (p99 5 s at 50 connections, p50 0.3 s).
 * A statement that finds the loop held longer than this lets it turn once before it runs.
 */
export const TURNO_MS = 20;
let ultimoTurno = performance.now();

async function pglitePreparada<T>(client: PGlite, name: string, text: string, params: unknown[]): Promise<T[]> {
  let hechas = preparadasPglite.get(client);
  if (!hechas) preparadasPglite.set(client, (hechas = new Set()));
  const valores = params.map(aTexto);
  const locks = client as unknown as PgliteLocks;
  const una = () =>
    locks._runExclusiveTransaction(() =>
      locks._runExclusiveQuery(async () => {
        // Under the locks, so the statements queued behind keep their order (decision 103).
        if (performance.now() - ultimoTurno > TURNO_MS) {
          await new Promise((r) => setImmediate(r));
          ultimoTurno = performance.now();
        }
        // Parse (first time), Bind, Describe, Execute and Sync in ONE call into PGlite (decision
        // 091): each call crosses into WebAssembly and back, and a page's statement paid two. The
        // Sync travels with them, so after an error the backend has skipped to it and is ready
        // again when the call throws.
        const partes = [
          protocol.serialize.bind({ statement: name, values: valores }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ];
        const nueva = !hechas.has(name);
        if (nueva) partes.unshift(protocol.serialize.parse({ name, text }));
        // Decision 105: the answer read without PGlite's copies (db/pglite-respuesta.ts).
        const mensajes = await intercambio(client, unir(partes));
        if (nueva) hechas.add(name);
        // The client's parsers read as drizzle does (db/client.ts COMO_TEXTO_PGLITE).
        return pgliteParse.parseResults(
          mensajes as unknown as Parameters<typeof pgliteParse.parseResults>[0],
          client.parsers,
        )[0]?.rows as T[] | undefined;
      }),
    );
  // Timed for /metrics like every other statement (db/client.ts times PGlite's query and exec, which
  // this path does not go through).
  const fin = medirSentencia();
  try {
    return await conReintento(una, hechas, name, client);
  } finally {
    fin();
  }
}

/** Runs `una`; when the session lost the statement, parses it again, once. */
async function conReintento<T>(
  una: () => Promise<T[] | undefined>,
  hechas: Set<string>,
  name: string,
  client: PGlite,
): Promise<T[]> {
  try {
    return (await una()) ?? [];
  } catch (err) {
    // The session lost the statement (DEALLOCATE) or a schema change altered its result type:
    // parse it again, once.
    const code = (err as { code?: string }).code;
    // A first call whose Parse went through but whose Bind or Execute failed (a bad value): the
    // statement is kept, so the next Parse of that name answered 'already exists'.
    if (code === '42P05') {
      hechas.add(name);
      return (await una()) ?? [];
    }
    if (code !== '26000' && code !== '0A000') throw err;
    hechas.delete(name);
    await client.exec(`deallocate ${name}`).catch(() => undefined);
    return (await una()) ?? [];
  }
}

/** A parameter in PostgreSQL's text format, as PGlite's `query` sends the values drizzle gives. */
function aTexto(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  throw new TypeError(`queryPreparada: parámetro de tipo no admitido (${typeof v})`);
}
