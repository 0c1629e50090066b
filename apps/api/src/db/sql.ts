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

/**
 * A column another module adds to a page's one statement (decision 091, "One statement per page"):
 * its owner writes the expression over the page's row `F` (references of the statement, such as the
 * shop's id) and reads its value back. The route composes them (docs/arquitectura.md#capas), so
 * the loader imports none of their modules (the product and shop loaders take them).
 */
export interface ColumnaAjena<F, T = unknown> {
  sql: (fila: F) => SQL;
  leer: (valor: unknown) => T;
}

/** The read values of the columns `C`, by the names they were given. */
export type Leidas<C> = { [K in keyof C]: C[K] extends { leer: (valor: unknown) => infer T } ? T : never };

/** `, <expression> as "col_<name>"` for each column (quoted: the names are camelCase and never meet the row's own). */
export function selectDeAjenas<F>(columnas: Record<string, ColumnaAjena<F>>, fila: F): SQL {
  return sql.join(
    Object.entries(columnas).map(([nombre, c]) => sql`, ${c.sql(fila)} as ${sql.identifier(`col_${nombre}`)}`),
  );
}

/** The values of the columns in `row`, read by their owners, in the order the columns were given. */
export function leerAjenas<C extends Record<string, ColumnaAjena<never>>>(columnas: C, row: object): Leidas<C> {
  const valores = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(columnas).map(([nombre, c]) => [nombre, c.leer(valores[`col_${nombre}`])]),
  ) as Leidas<C>;
}
