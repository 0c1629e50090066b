import { getTableName, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/**
 * A timestamptz as JavaScript's `Date#toISOString` writes it (UTC, milliseconds, the microseconds
 * cut as node-postgres and PGlite cut them when they read a Date): for JSON the database writes
 * (decision 101). Null stays null.
 */
export const isoUtc = (instante: SQLWrapper): SQL<string | null> =>
  sql`to_char(${instante} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The JSON text of an object the database writes (decision 101): `campos` in their order, each
 * value already JSON text (`jsonTexto`, `jsonNumero`, a nested `jsonObjeto`), after
 * the fields of `abierto` when given (an object's text without its closing brace, as
 * `app.tarjetas_de_productos` writes it). Written by concatenation, which costs PostgreSQL a fraction of
 * `json_build_object`'s work per value (0.2 against 0.8 ms for a page of 24 products).
 */
export function jsonObjeto(campos: Record<string, SQLWrapper>, abierto?: SQLWrapper): SQL {
  const partes = Object.entries(campos).map(([clave, valor], i) => {
    const antes = i === 0 && !abierto ? '{' : ',';
    return sql`${sql.raw(`'${antes}${JSON.stringify(clave).replaceAll("'", "''")}:'`)} || ${valor}`;
  });
  return sql`(${abierto ? sql`${abierto} || ` : sql``}${sql.join(partes, sql` || `)} || '}')`;
}

/** A text (or uuid) as JSON: quoted and escaped by `to_json`; null as null. */
export const jsonTexto = (valor: SQLWrapper): SQL => sql`coalesce(to_json((${valor})::text)::text, 'null')`;

/** A number (integer, numeric, float8) as JSON; null as null. A numeric keeps its scale ('1500.00'), the same number. */
export const jsonNumero = (valor: SQLWrapper): SQL => sql`coalesce((${valor})::text, 'null')`;
