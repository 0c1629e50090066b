import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { compradores, direccionesComprador, tiendasVisitadas } from '../../db/schema';

// docs/producto/datos-personales.md: this module's part of a user's data, read for the download
// and removed on deletion (profile, saved addresses, visited shops: nothing of them is kept).

export async function datosDeComprador(db: Database, userId: string) {
  const [perfil] = await db.select().from(compradores).where(eq(compradores.userId, userId));
  const direcciones = perfil
    ? await db.select().from(direccionesComprador).where(eq(direccionesComprador.compradorId, perfil.id))
    : [];
  const visitadas = await db
    .select({ emprendimientoId: tiendasVisitadas.emprendimientoId, visitadaEn: tiendasVisitadas.visitadaEn })
    .from(tiendasVisitadas)
    .where(eq(tiendasVisitadas.userId, userId));
  return { perfil: perfil ?? null, direcciones, tiendasVisitadas: visitadas };
}

/** Idempotent: a second run finds nothing to delete. */
export async function borrarDatosDeComprador(db: Database, userId: string): Promise<void> {
  const perfiles = await db.select({ id: compradores.id }).from(compradores).where(eq(compradores.userId, userId));
  const ids = perfiles.map((p) => p.id);
  if (ids.length > 0) {
    await db.delete(direccionesComprador).where(inArray(direccionesComprador.compradorId, ids));
    await db.delete(compradores).where(inArray(compradores.id, ids));
  }
  await db.delete(tiendasVisitadas).where(eq(tiendasVisitadas.userId, userId));
}
