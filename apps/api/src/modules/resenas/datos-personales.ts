import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resenaReportes, resenas } from '../../db/schema';

// docs/producto/datos-personales.md: a buyer's reviews, downloaded; on deletion the rating stays
// (it is part of the shop's average) without the author's name or the comment's text.

export const AUTOR_ELIMINADO = 'Cuenta eliminada';

export async function resenasDe(db: Database, userId: string) {
  return db
    .select({
      ventaId: resenas.ventaId,
      emprendimientoId: resenas.emprendimientoId,
      productoId: resenas.productoId,
      autor: resenas.autor,
      calificacion: resenas.calificacion,
      comentario: resenas.comentario,
      respuesta: resenas.respuesta,
      creadaEn: resenas.creadaEn,
    })
    .from(resenas)
    .where(eq(resenas.compradorUserId, userId));
}

export async function anonimizarResenas(db: Database, userId: string, reemplazo: string): Promise<void> {
  await db
    .update(resenas)
    .set({ compradorUserId: reemplazo, autor: AUTOR_ELIMINADO, comentario: null })
    .where(eq(resenas.compradorUserId, userId));
  await db.delete(resenaReportes).where(eq(resenaReportes.userId, userId));
}
