import { createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SuscripcionPush, SuscripcionPushInput } from '@feria/contracts';
import type { ConfigPush } from '../../config';
import { pushSuscripciones } from '../../db/schema';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';

// docs/producto/notificaciones.md#dispositivos: one subscription per browser (its endpoint), owned
// by whoever opted in from it last. The endpoint is where this server will POST, so it must be a
// push service on the internet: https and a host name (outside production, loopback too: the
// tests' local push service).

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the server may send to this endpoint (decision 096: no requests to the internal network). */
export function endpointAdmitido(endpoint: string, config: Pick<ConfigPush, 'permitirLoopback'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (LOOPBACK.has(host)) return config.permitirLoopback && (url.protocol === 'https:' || url.protocol === 'http:');
  if (url.protocol !== 'https:') return false;
  // An IP literal, or a name without a dot (an intranet host), is no push service.
  return isIP(host.replace(/^\[|\]$/g, '')) === 0 && host.includes('.') && !/\.(local|internal|localhost)$/.test(host);
}

const bytes = (b64: string) => Buffer.from(b64, 'base64url');

/** p256dh must be a point of P-256 (65 bytes, uncompressed) and auth 16 bytes: else no payload can be encrypted. */
export function clavesValidas(keys: { p256dh: string; auth: string }): boolean {
  const punto = bytes(keys.p256dh);
  if (punto.length !== 65 || punto[0] !== 4 || bytes(keys.auth).length !== 16) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: punto.subarray(1, 33).toString('base64url'),
        y: punto.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

type Fila = typeof pushSuscripciones.$inferSelect;
const aVista = (f: Fila): SuscripcionPush => ({
  id: f.id,
  endpoint: f.endpoint,
  dispositivo: f.dispositivo,
  creadaEn: f.creadaEn.toISOString(),
  ultimoEnvioEn: f.ultimoEnvioEn?.toISOString() ?? null,
});

/**
 * POST: saves this browser's subscription for the caller. The same endpoint again updates its keys;
 * an endpoint another account subscribed (someone else signed in on this browser) passes to the caller.
 */
export async function suscribir(
  ctx: UserContext,
  input: SuscripcionPushInput,
  config: Pick<ConfigPush, 'permitirLoopback'>,
): Promise<SuscripcionPush> {
  if (!endpointAdmitido(input.endpoint, config)) throw errorDe('PUSH_ENDPOINT_INVALIDO');
  if (!clavesValidas(input.keys)) throw errorDe('VALIDACION', { campo: 'keys' });
  const datos = {
    userId: ctx.usuario.sub,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    dispositivo: input.dispositivo?.trim() || null,
  };
  const [fila] = await ctx.db
    .insert(pushSuscripciones)
    .values({ endpoint: input.endpoint, ...datos })
    .onConflictDoUpdate({ target: pushSuscripciones.endpoint, set: { ...datos, creadaEn: sql`now()` } })
    .returning();
  return aVista(fila!);
}

/** DELETE: this browser stops getting the caller's notices. Idempotent; another account's endpoint is left alone. */
export async function desuscribir(ctx: UserContext, endpoint: string): Promise<void> {
  await ctx.db
    .delete(pushSuscripciones)
    .where(and(eq(pushSuscripciones.endpoint, endpoint), eq(pushSuscripciones.userId, ctx.usuario.sub)));
}

/** GET: the caller's devices, newest first. */
export async function suscripcionesDe(ctx: UserContext): Promise<SuscripcionPush[]> {
  const filas = await ctx.db
    .select()
    .from(pushSuscripciones)
    .where(eq(pushSuscripciones.userId, ctx.usuario.sub))
    .orderBy(desc(pushSuscripciones.creadaEn));
  return filas.map(aVista);
}
