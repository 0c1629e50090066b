import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { ConfigPush } from '../../config';
import type { Database } from '../../db/client';
import { pushSuscripciones } from '../../db/schema';

// Decision 096: the VAPID key pair that signs every push. Configured (VAPID_PUBLIC_KEY,
// VAPID_PRIVATE_KEY), or generated once and kept in the database as a reserved row of
// app.push_suscripciones (this module's table): every instance on the same database signs with the
// same pair, and a restart keeps it, so the browsers' subscriptions (made with the public key) stay valid.

/** The reserved row: never a browser's (endpoints are URLs) nor a user's (ids are not URNs). */
export const FILA_VAPID = { endpoint: 'urn:feria:vapid', userId: 'urn:feria:sistema' } as const;

export interface ClavesVapid {
  publica: string;
  privada: string;
  sujeto: string;
}

const guardadas = new WeakMap<Database, Promise<{ publica: string; privada: string }>>();

/** The pair to sign with: the configured one, else the database's (created by the first instance that needs it). */
export async function clavesVapid(db: Database, config: ConfigPush): Promise<ClavesVapid> {
  if (config.vapid) return { ...config.vapid, sujeto: config.sujeto };
  let par = guardadas.get(db);
  if (!par) {
    par = claveDeLaBase(db);
    guardadas.set(db, par);
    par.catch(() => guardadas.delete(db));
  }
  return { ...(await par), sujeto: config.sujeto };
}

async function claveDeLaBase(db: Database): Promise<{ publica: string; privada: string }> {
  const nueva = webPush.generateVAPIDKeys();
  // Two instances starting together: one insert wins and both read the winner.
  await db
    .insert(pushSuscripciones)
    .values({
      ...FILA_VAPID,
      p256dh: nueva.publicKey,
      auth: nueva.privateKey,
      dispositivo: 'Claves VAPID del servidor (no es un dispositivo)',
    })
    .onConflictDoNothing({ target: pushSuscripciones.endpoint });
  const [fila] = await db
    .select({ publica: pushSuscripciones.p256dh, privada: pushSuscripciones.auth })
    .from(pushSuscripciones)
    .where(eq(pushSuscripciones.endpoint, FILA_VAPID.endpoint));
  if (!fila) throw new Error('No se pudieron guardar las claves VAPID');
  return fila;
}
