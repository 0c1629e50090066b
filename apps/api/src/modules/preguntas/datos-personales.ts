import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preguntas } from '../../db/schema';
import { AUTOR_ELIMINADO } from '../resenas/datos-personales';

// docs/producto/datos-personales.md: a buyer's questions, downloaded; on deletion they stay on the
// product (with the seller's answer, they help other buyers) without the author's name.

export async function preguntasDe(db: Database, userId: string) {
  return db
    .select({
      productoId: preguntas.productoId,
      emprendimientoId: preguntas.emprendimientoId,
      autor: preguntas.autor,
      texto: preguntas.texto,
      respuesta: preguntas.respuesta,
      oculta: preguntas.oculta,
      creadaEn: preguntas.creadaEn,
      respondidaEn: preguntas.respondidaEn,
    })
    .from(preguntas)
    .where(eq(preguntas.compradorUserId, userId));
}

export async function anonimizarPreguntas(db: Database, userId: string, reemplazo: string): Promise<void> {
  await db
    .update(preguntas)
    .set({ compradorUserId: reemplazo, autor: AUTOR_ELIMINADO })
    .where(eq(preguntas.compradorUserId, userId));
}
