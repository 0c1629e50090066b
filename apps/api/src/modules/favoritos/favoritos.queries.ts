import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favoritos } from '../../db/schema';

// Reads of app.favoritos the module's services share.

/** Serialises one buyer's writes (the limit is counted and kept inside the transaction). */
export const bloquearUsuario = (tx: Database, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favoritos:${userId}`}))`);

/** Whether the product is among the buyer's favourites. */
export async function esFavorito(db: Database, userId: string, idProducto: string): Promise<boolean> {
  const [fila] = await db
    .select({ n: count() })
    .from(favoritos)
    .where(and(eq(favoritos.userId, userId), eq(favoritos.productoId, idProducto)));
  return fila!.n > 0;
}
