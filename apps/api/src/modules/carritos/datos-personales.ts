import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carritos } from '../../db/schema';

// docs/producto/datos-personales.md: this module's part of a user's data, read for the download and
// removed on deletion (the stored cart).

export async function carritoDe(db: Database, userId: string) {
  return db
    .select({
      lineas: carritos.lineas,
      actualizadoEn: carritos.actualizadoEn,
      recordadoVersion: carritos.recordadoVersion,
      version: carritos.version,
    })
    .from(carritos)
    .where(eq(carritos.userId, userId));
}

/** Idempotent: a second run finds nothing to delete. */
export async function borrarCarrito(db: Database, userId: string): Promise<void> {
  await db.delete(carritos).where(eq(carritos.userId, userId));
}
