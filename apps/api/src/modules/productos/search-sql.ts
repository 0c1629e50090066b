import { sql, type SQL } from 'drizzle-orm';

/**
 * A value of the request as an InitPlan (`(select $1::int)`), which the planner never looks into:
 * the plan made with the values (custom) is then the plan made without them (generic), so after its
 * first five runs PostgreSQL keeps the prepared statement's generic plan (queryPreparada) instead
 * of planning every search again (decision 043). A bare `$1` lets the planner estimate from the
 * value, the custom plans look cheaper than the generic one and every call is planned afresh.
 */
export function valor(v: string | number, tipo: 'text' | 'int' | 'bigint' | 'numeric'): SQL {
  return sql`(select ${v}::${sql.raw(tipo)})`;
}

/** Words as a `text[]` InitPlan: built once per statement, never per row (words are [a-z0-9]+, no spaces). */
export function palabras(ws: readonly string[]): SQL {
  return sql`(select string_to_array(${ws.join(' ')}::text, ' '))::text[]`;
}

/** A tsquery as an InitPlan: computed once per statement, and the full-text index can still use it. */
export function tsquery(texto: string | SQL): SQL {
  return typeof texto === 'string'
    ? sql`(select to_tsquery('pg_catalog.spanish', ${texto}::text))`
    : sql`(select to_tsquery('pg_catalog.spanish', ${texto}))`;
}
