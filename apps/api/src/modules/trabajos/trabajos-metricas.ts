import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';

/** Jobs waiting (pendiente) and given up (fallido) by tipo, read when /metrics is scraped (decision 089). */
export async function colaDeTrabajos(db: Database): Promise<{ tipo: string; estado: string; cantidad: number }[]> {
  return queryRows<{ tipo: string; estado: string; cantidad: number }>(
    db,
    sql`select tipo, estado, count(*)::int as cantidad from app.trabajos
         where estado in ('pendiente', 'fallido') group by tipo, estado`,
  );
}
