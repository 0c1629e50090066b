import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs raw SQL and returns its rows. PGlite and node-postgres both answer `{ rows }`;
 * the common drizzle type does not know it, hence the narrowing here and nowhere else.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * `"tabla"."columna"`: a column for a correlated subquery. Drizzle leaves columns unqualified in
 * single-table selects, and inside a subquery an unqualified name may bind to the inner table.
 */
export function columnaDe(columna: Column): SQL {
  return sql`${sql.identifier(getTableName(columna.table))}.${sql.identifier(columna.name)}`;
}
