import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificacionPreferencias, pushSuscripciones } from '../../db/schema';

// docs/producto/datos-personales.md: the user's devices with push and their notice preferences,
// downloaded and deleted with the account.

export async function notificacionesDe(db: Database, userId: string) {
  const [dispositivos, preferencias] = await Promise.all([
    db
      .select({
        dispositivo: pushSuscripciones.dispositivo,
        creadaEn: pushSuscripciones.creadaEn,
        ultimoEnvioEn: pushSuscripciones.ultimoEnvioEn,
      })
      .from(pushSuscripciones)
      .where(eq(pushSuscripciones.userId, userId)),
    db
      .select({
        clase: notificacionPreferencias.clase,
        correo: notificacionPreferencias.correo,
        push: notificacionPreferencias.push,
        actualizadaEn: notificacionPreferencias.actualizadaEn,
      })
      .from(notificacionPreferencias)
      .where(eq(notificacionPreferencias.userId, userId)),
  ]);
  return { dispositivos, preferencias };
}

/** The account is deleted: its devices get nothing more and its choices go. */
export async function borrarNotificaciones(db: Database, userId: string): Promise<void> {
  await db.delete(pushSuscripciones).where(eq(pushSuscripciones.userId, userId));
  await db.delete(notificacionPreferencias).where(eq(notificacionPreferencias.userId, userId));
}
