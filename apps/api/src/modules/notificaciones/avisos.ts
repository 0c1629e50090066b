import { and, eq } from 'drizzle-orm';
import { avisoPorDefecto, type CanalAviso, type ClaseAviso } from '@feria/contracts';
import type { Database } from '../../db/client';
import { notificacionPreferencias } from '../../db/schema';
import { encolar } from '../trabajos/trabajos';

// docs/producto/notificaciones.md: what other modules call to notify a user on their devices.
// A reaction to a domain event (never the change's own transaction) asks whether the user wants
// that kind of notice on that channel and queues one push job per notice; the job
// (TRABAJO_PUSH) sends it to every device the user subscribed and drops the expired ones.

/** Job type: send one notice to every device of a user. */
export const TRABAJO_PUSH = 'push.enviar';

export interface AvisoPush {
  clase: ClaseAviso;
  titulo: string;
  cuerpo: string;
  /** Where a tap on the notice opens (a path of the web app). */
  url: string;
  /** Notices with the same tag replace each other on the device (e.g. one per order). */
  etiqueta?: string;
}

/**
 * Whether the user wants `clase` on `canal`; with no choice saved, every kind is on except the
 * opt-in ones (docs/producto/carrito-abandonado.md#consentimiento: `avisoPorDefecto`).
 */
export async function quiereAviso(
  db: Database,
  userId: string,
  clase: ClaseAviso,
  canal: CanalAviso,
): Promise<boolean> {
  const [fila] = await db
    .select({ correo: notificacionPreferencias.correo, push: notificacionPreferencias.push })
    .from(notificacionPreferencias)
    .where(and(eq(notificacionPreferencias.userId, userId), eq(notificacionPreferencias.clase, clase)));
  return fila ? fila[canal] : avisoPorDefecto(clase, canal);
}

/**
 * Queues a push notice for the user, unless they turned that kind of push off. `clave` makes a
 * retried reaction queue it once (e.g. `push:venta_nueva:<eventoId>:<userId>`).
 */
export async function encolarPush(db: Database, userId: string, aviso: AvisoPush, clave?: string): Promise<void> {
  if (!(await quiereAviso(db, userId, aviso.clase, 'push'))) return;
  await encolar(db, TRABAJO_PUSH, { userId, aviso: { ...aviso } }, clave ? { clave } : {});
}
