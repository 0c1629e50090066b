import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The API's drizzle database (PGlite or node-postgres). The sandbox owns the `mp_sandbox` schema
 * and speaks plain SQL, so any schema generic is accepted.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MpSandboxDb = PgDatabase<PgQueryResultHKT, any, any>;

/** Both drivers answer `{ rows }` to `execute`; this narrows it to the row type asked for. */
export async function queryRows<T>(db: MpSandboxDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function queryOne<T>(db: MpSandboxDb, query: SQL): Promise<T | undefined> {
  const rows = await queryRows<T>(db, query);
  return rows[0];
}
