import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { compradores } from '../../db/schema';

// Writes and reads of app.compradores that the seed and the test builders need (a buyer's own
// profile goes through comprador.service). This module is the table's only writer.

export type NuevoComprador = typeof compradores.$inferInsert;

/** Inserts buyer profiles; a user that already has one keeps it. */
export async function insertarCompradores(db: Database, nuevos: readonly NuevoComprador[]): Promise<void> {
  if (nuevos.length > 0)
    await db
      .insert(compradores)
      .values([...nuevos])
      .onConflictDoNothing({ target: compradores.userId });
}

/** The buyer profile an order is placed with (name, e-mail, DNI and the default shipping address). */
export async function perfilParaVenta(
  db: Database,
  userId: string,
): Promise<typeof compradores.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(compradores)
    .where(and(eq(compradores.userId, userId), eq(compradores.eliminado, false)));
  return row;
}
