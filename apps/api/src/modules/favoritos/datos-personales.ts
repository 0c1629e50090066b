import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alertasProducto, favoritos } from '../../db/schema';

// docs/producto/datos-personales.md: this module's part of a user's data, read for the download and
// removed on deletion (favourites and alerts, live or fired: nothing of them is kept).

export async function favoritosDe(db: Database, userId: string) {
  const [guardados, alertas] = await Promise.all([
    db
      .select({
        productoId: favoritos.productoId,
        precioAlGuardar: favoritos.precioAlGuardar,
        guardadoEn: favoritos.creadoEn,
      })
      .from(favoritos)
      .where(eq(favoritos.userId, userId)),
    db
      .select({
        id: alertasProducto.id,
        tipo: alertasProducto.tipo,
        productoId: alertasProducto.productoId,
        varianteId: alertasProducto.varianteId,
        precioReferencia: alertasProducto.precioReferencia,
        creadaEn: alertasProducto.creadaEn,
        cumplidaEn: alertasProducto.cumplidaEn,
      })
      .from(alertasProducto)
      .where(eq(alertasProducto.userId, userId)),
  ]);
  return { favoritos: guardados, alertas };
}

/** Idempotent: a second run finds nothing to delete. */
export async function borrarFavoritos(db: Database, userId: string): Promise<void> {
  await db.delete(alertasProducto).where(eq(alertasProducto.userId, userId));
  await db.delete(favoritos).where(eq(favoritos.userId, userId));
}
