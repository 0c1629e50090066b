import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';

/**
 * Payments by their current state (aprobado, rechazado, reembolsado…), read when /metrics is
 * scraped (decision 089): counted from the rows, so a retried notification never counts twice.
 */
export async function pagosPorEstado(db: Database): Promise<{ estado: string; cantidad: number }[]> {
  return queryRows<{ estado: string; cantidad: number }>(
    db,
    sql`select estado, count(*)::int as cantidad from app.pagos group by estado`,
  );
}
