import type { Redis } from 'ioredis';
import type { SharedCounter } from '@feria/identity';

// Redis for the limits' counters when REDIS_URL is set (decision 093). ioredis is imported only
// then: the default start (PGlite, or PostgreSQL alone) never loads it.

/** The rate limits' keys in Redis (@fastify/rate-limit's `nameSpace`); the identity forms' are below it too. */
export const ESPACIO_REDIS = 'feria-limites-';

/**
 * Connects to REDIS_URL. The settings @fastify/rate-limit recommends for a limiter: a short connect
 * timeout and one retry per command, so an unreachable Redis answers an error at once (and the
 * request goes through) instead of holding every request. Refuses to start when Redis does not
 * answer now: a wrong REDIS_URL shows at start, not as limits that silently never count.
 */
export async function conectarRedis(url: string, avisar: (err: unknown) => void): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    connectionName: 'feria-limites',
  });
  // One warning per outage, not one per reconnection attempt.
  let avisado = false;
  redis.on('error', (err) => {
    if (!avisado) avisar(err);
    avisado = true;
  });
  redis.on('ready', () => (avisado = false));
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`No se pudo conectar a Redis (REDIS_URL): ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }
  return redis;
}

// A fixed window per key, as the rate limits' own Redis store: the first hit opens it (PEXPIRE),
// the ones after it add one; a key without expiry (never left by this script) gets one too.
const SUMAR = `
  local n = redis.call('INCR', KEYS[1])
  if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  return n`;
// DECR keeps the key's expiry; a window that ended (no key) is left alone.
const RESTAR = `
  local n = tonumber(redis.call('GET', KEYS[1]) or '0')
  if n > 0 then redis.call('DECR', KEYS[1]) end
  return 0`;

/** The identity forms' counts (@feria/identity SharedCounter) in Redis, shared by every instance. */
export function contadorEnRedis(redis: Redis): SharedCounter {
  const clave = (k: string) => `${ESPACIO_REDIS}${k}`;
  return {
    increment: async (k, ventanaMs) => Number(await redis.eval(SUMAR, 1, clave(k), ventanaMs)),
    decrement: async (k) => {
      await redis.eval(RESTAR, 1, clave(k));
    },
    read: async (k) => Number((await redis.get(clave(k))) ?? 0),
  };
}
