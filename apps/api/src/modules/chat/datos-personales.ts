import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ventaMensajes } from '../../db/schema';

// docs/producto/datos-personales.md: the messages a user wrote, and those received in their own
// orders as buyer. A seller's download has only its own texts, not its buyers'.

export async function mensajesDe(db: Database, userId: string, ventasComoComprador: string[]) {
  const recibidos =
    ventasComoComprador.length > 0
      ? and(inArray(ventaMensajes.ventaId, ventasComoComprador), ne(ventaMensajes.autorUserId, userId))
      : undefined;
  return db
    .select({
      ventaId: ventaMensajes.ventaId,
      autorRol: ventaMensajes.autorRol,
      propio: eq(ventaMensajes.autorUserId, userId),
      texto: ventaMensajes.texto,
      creadoEn: ventaMensajes.creadoEn,
    })
    .from(ventaMensajes)
    .where(recibidos ? or(eq(ventaMensajes.autorUserId, userId), recibidos) : eq(ventaMensajes.autorUserId, userId))
    .orderBy(asc(ventaMensajes.id));
}

/**
 * docs/producto/datos-personales.md#baja: the texts stay (they are the other party's record of
 * the order too); the author becomes the deletion's placeholder, no longer the person.
 */
export async function anonimizarMensajes(db: Database, userId: string, reemplazo: string): Promise<void> {
  await db.update(ventaMensajes).set({ autorUserId: reemplazo }).where(eq(ventaMensajes.autorUserId, userId));
}
