import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ClaseAviso } from '@feria/contracts';
import type { Database } from '../../db/client';
import { correoPreferencias } from '../../db/schema';
import { quiereAviso } from '../notificaciones/avisos';
import { apagarCanal, preferenciaGuardada } from '../notificaciones/preferencias';
import { encolar } from '../trabajos/trabajos';
import type { DatosPlantillas, NombrePlantilla } from './plantillas/plantillas';

// E-mail notifications (docs/arquitectura.md#persistencia): a mail is a job of the persistent queue,
// enqueued in the transaction of the change it tells about (no change, no mail; no mail sent on
// the request path), rendered and sent by the worker, retried with backoff when the transport
// fails. app.correo_preferencias (this module's table) keeps who turned chat mails off.

export const TRABAJO_CORREO = 'correo.enviar';
/** Retries 2 s … 17 min apart (about half an hour in all) before the job is marked fallido. */
const MAX_INTENTOS = 10;

export interface CorreoEnCola<P extends NombrePlantilla> {
  para: string;
  plantilla: P;
  datos: DatosPlantillas[P];
  /** At most one mail per key (a second one with the same key is not queued). */
  clave?: string;
  /** Not before then (default now). */
  ejecutarEn?: Date;
}

/** What the job stores. */
export interface DatosTrabajoCorreo {
  para: string;
  plantilla: NombrePlantilla;
  datos: Record<string, unknown>;
}

export async function encolarCorreo<P extends NombrePlantilla>(tx: Database, correo: CorreoEnCola<P>): Promise<void> {
  const datos: DatosTrabajoCorreo = {
    para: correo.para,
    plantilla: correo.plantilla,
    datos: correo.datos as unknown as Record<string, unknown>,
  };
  await encolar(tx, TRABAJO_CORREO, datos as unknown as Record<string, unknown>, {
    maxIntentos: MAX_INTENTOS,
    ...(correo.clave ? { clave: `correo:${correo.clave}` } : {}),
    ...(correo.ejecutarEn ? { en: correo.ejecutarEn } : {}),
  });
}

/**
 * false only for a user who turned chat mails off: in the notice preferences
 * (docs/producto/notificaciones.md#preferencias), or, with nothing chosen there, by this module's
 * unsubscribe link before those preferences existed (decision 096).
 */
export async function recibeMailsChat(db: Database, userId: string): Promise<boolean> {
  const elegida = await preferenciaGuardada(db, userId, 'mensaje_chat');
  if (elegida) return elegida.correo;
  const [fila] = await db
    .select({ si: correoPreferencias.mailsChat })
    .from(correoPreferencias)
    .where(eq(correoPreferencias.userId, userId));
  return fila?.si ?? true;
}

/** The user's unsubscribe token, created the first time a mail needs one (unguessable: 32 random bytes). */
export async function tokenDeBaja(tx: Database, userId: string): Promise<string> {
  await tx
    .insert(correoPreferencias)
    .values({ userId, tokenBaja: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: correoPreferencias.userId });
  const [fila] = await tx
    .select({ token: correoPreferencias.tokenBaja })
    .from(correoPreferencias)
    .where(eq(correoPreferencias.userId, userId));
  return fila!.token;
}

/** Whether the mails of this unsubscribe token may still go (a user may turn them off after a mail was queued). */
export async function tokenRecibeMailsChat(db: Database, token: string): Promise<boolean> {
  const [fila] = await db
    .select({ userId: correoPreferencias.userId })
    .from(correoPreferencias)
    .where(eq(correoPreferencias.tokenBaja, token));
  return fila ? recibeMailsChat(db, fila.userId) : false;
}

/** GET /api/v1/correo/baja/{token}: chat mails off. false: no such token. */
export async function darDeBajaMailsChat(db: Database, token: string): Promise<boolean> {
  const filas = await db
    .update(correoPreferencias)
    .set({ mailsChat: false, actualizadoEn: new Date() })
    .where(eq(correoPreferencias.tokenBaja, token))
    .returning({ userId: correoPreferencias.userId });
  // The same choice as 'Mensajes del chat' by e-mail in the notice preferences (decision 096).
  for (const { userId } of filas) await apagarCanal(db, userId, 'mensaje_chat', 'correo');
  return filas.length > 0;
}

/** The user of an unsubscribe token, undefined: no such token. */
async function duenoDelToken(db: Database, token: string): Promise<string | undefined> {
  const [fila] = await db
    .select({ userId: correoPreferencias.userId })
    .from(correoPreferencias)
    .where(eq(correoPreferencias.tokenBaja, token));
  return fila?.userId;
}

/** Whether the mails of `clase` for this token's user may still go (docs/producto/carrito-abandonado.md#baja). */
export async function tokenQuiereAviso(db: Database, token: string, clase: ClaseAviso): Promise<boolean> {
  const userId = await duenoDelToken(db, token);
  return userId ? quiereAviso(db, userId, clase, 'correo') : false;
}

/** One-click unsubscribe from one kind of mail (the same token as the chat mails). false: no such token. */
export async function darDeBajaAviso(db: Database, token: string, clase: ClaseAviso): Promise<boolean> {
  const userId = await duenoDelToken(db, token);
  if (!userId) return false;
  await apagarCanal(db, userId, clase, 'correo');
  return true;
}
