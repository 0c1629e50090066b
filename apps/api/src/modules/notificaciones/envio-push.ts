import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import { and, eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import type { ClaseAviso } from '@feria/contracts';
import type { ConfigPush } from '../../config';
import type { Database } from '../../db/client';
import { pushSuscripciones } from '../../db/schema';
import { pushes } from '../../lib/metricas';
import { encolar, type Manejadores } from '../trabajos/trabajos';
import { TRABAJO_PUSH, type AvisoPush } from './avisos';
import { clavesVapid } from './vapid';

// docs/producto/notificaciones.md#envio: a notice (TRABAJO_PUSH) becomes one job per device of the
// user, so a push service that fails for one phone is retried for that phone alone and the devices
// already served are not sent it again. Each device job signs with VAPID, encrypts the payload for
// that browser (aes128gcm, inside web-push) and POSTs it to the browser's push service; a 404 or
// 410 means the browser dropped the subscription: its row goes.

/** Job type: one notice for one device (a subscription of the user). */
export const TRABAJO_PUSH_DISPOSITIVO = 'push.dispositivo';
/** Retries 2 s … 17 min apart before the device's job is marked fallido. */
const MAX_INTENTOS = 10;
/** The push service keeps an undelivered notice this long (a phone off overnight still gets the sale). */
export const TTL_S = 24 * 3600;
/** Kinds that should wake the phone now; the rest may wait for the device's own schedule. */
const URGENTES: ReadonlySet<ClaseAviso> = new Set(['venta_nueva', 'pago_aprobado', 'mensaje_chat', 'pregunta_nueva']);

export interface OpcionesPush {
  config: ConfigPush;
  /** The HTTPS agent toward the push services (tests: one that trusts the local receiver's certificate). */
  agent?: Agent;
  timeoutMs?: number;
}

interface DatosAviso {
  userId: string;
  aviso: AvisoPush;
}

interface DatosDispositivo extends DatosAviso {
  suscripcionId: string;
}

/** What the service worker receives (apps/web/src/sw/push.ts reads these names). */
export const cargaDe = (a: AvisoPush) => ({
  titulo: a.titulo,
  cuerpo: a.cuerpo,
  url: a.url,
  etiqueta: a.etiqueta ?? null,
});

/** RFC 8030 Topic: at most 32 base64url characters; a newer notice with the same tag replaces an undelivered one. */
export const temaDe = (etiqueta: string) => createHash('sha256').update(etiqueta).digest('base64url').slice(0, 32);

/** One device job per subscription the user has now; the key makes a retried fan-out queue each once. */
async function repartir(db: Database, trabajoId: number, datos: DatosAviso): Promise<void> {
  const suscripciones = await db
    .select({ id: pushSuscripciones.id })
    .from(pushSuscripciones)
    .where(eq(pushSuscripciones.userId, datos.userId));
  for (const s of suscripciones)
    await encolar(
      db,
      TRABAJO_PUSH_DISPOSITIVO,
      { ...datos, suscripcionId: s.id },
      { clave: `push:${trabajoId}:${s.id}`, maxIntentos: MAX_INTENTOS },
    );
}

async function enviarADispositivo(db: Database, datos: DatosDispositivo, opts: OpcionesPush): Promise<void> {
  // Still the user's: a browser that unsubscribed, or that another account took over, gets nothing.
  const [s] = await db
    .select()
    .from(pushSuscripciones)
    .where(and(eq(pushSuscripciones.id, datos.suscripcionId), eq(pushSuscripciones.userId, datos.userId)));
  if (!s) return;
  const claves = await clavesVapid(db, opts.config);
  const { aviso } = datos;
  try {
    await webPush.sendNotification(
      { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      JSON.stringify(cargaDe(aviso)),
      {
        vapidDetails: { subject: claves.sujeto, publicKey: claves.publica, privateKey: claves.privada },
        TTL: TTL_S,
        urgency: URGENTES.has(aviso.clase) ? 'high' : 'normal',
        ...(aviso.etiqueta ? { topic: temaDe(aviso.etiqueta) } : {}),
        timeout: opts.timeoutMs ?? 10_000,
        ...(opts.agent ? { agent: opts.agent } : {}),
      },
    );
  } catch (e) {
    if (e instanceof webPush.WebPushError && (e.statusCode === 404 || e.statusCode === 410)) {
      // Only that row as it was: the same browser may have subscribed again meanwhile (new keys, same endpoint).
      await db
        .delete(pushSuscripciones)
        .where(and(eq(pushSuscripciones.id, s.id), eq(pushSuscripciones.p256dh, s.p256dh)));
      pushes.inc({ resultado: 'vencida' });
      return;
    }
    pushes.inc({ resultado: 'fallido' });
    const estado = e instanceof webPush.WebPushError ? ` (${e.statusCode})` : '';
    throw new Error(`El servicio de push no aceptó el aviso${estado}: ${e instanceof Error ? e.message : String(e)}`, {
      cause: e,
    });
  }
  pushes.inc({ resultado: 'enviado' });
  await db
    .update(pushSuscripciones)
    .set({ ultimoEnvioEn: sql`now()` })
    .where(eq(pushSuscripciones.id, s.id));
}

/** The push jobs, for the worker (reacciones.ts manejadoresDeReacciones). */
export function manejadoresDePush(opts: OpcionesPush): Manejadores {
  return {
    [TRABAJO_PUSH]: (t, { db }) => repartir(db, t.id, t.datos as unknown as DatosAviso),
    [TRABAJO_PUSH_DISPOSITIVO]: (t, { db }) => enviarADispositivo(db, t.datos as unknown as DatosDispositivo, opts),
  };
}
