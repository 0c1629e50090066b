import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// Puts app.resenas in a state for tests, through its owner (modules/README.md).

/** Moves the review's writing date `dias` days back (the 30-day edit window). */
export async function envejecerResena(db: Database, id: string, dias: number): Promise<void> {
  await db.execute(sql`update app.resenas set creada_en = creada_en - make_interval(days => ${dias}) where id = ${id}`);
}

/** How many reviews an order has (all, hidden included). */
export async function contarResenasDeVenta(db: Database, ventaId: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from app.resenas where venta_id = ${ventaId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
