import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { SharedCounter } from '@feria/identity';
import type { Database } from '../../db/client';
import { almacenDeLimites, contadorEnPostgres, esPostgres } from './limites.store';
import { conectarRedis, contadorEnRedis, ESPACIO_REDIS } from './redis';

/** Where the counters of the rate limits and of the identity forms live (decision 093). */
export interface LimitesCompartidos {
  /** 'redis' with REDIS_URL; else 'postgres' on PostgreSQL; 'memoria' on PGlite (one process). */
  donde: 'redis' | 'postgres' | 'memoria';
  /** What @fastify/rate-limit needs to count there (nothing: its memory store). */
  opcionesRateLimit: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>;
  /** The identity forms' counter; undefined: they count in memory. */
  contador: SharedCounter | undefined;
  cerrar(): Promise<void>;
}

/**
 * A shared store that fails lets the attempt through, as the rate limit's skipOnError does: an
 * outage of the counters must not lock every person out (the per-login lockout stays in
 * PostgreSQL, docs/decisions/093-limites-compartidos-redis-y-purga.md).
 */
function tolerante(contador: SharedCounter, avisar: (err: unknown) => void): SharedCounter {
  const o = <T>(p: Promise<T>, siFalla: T) =>
    p.catch((err: unknown) => {
      avisar(err);
      return siFalla;
    });
  return {
    increment: (clave, ventanaMs) => o(contador.increment(clave, ventanaMs), 0),
    decrement: (clave) => o(contador.decrement(clave), undefined),
    read: (clave) => o(contador.read(clave), 0),
  };
}

/**
 * Opens the limits' store: Redis when REDIS_URL is set (ioredis is loaded only then), else the
 * database when it is PostgreSQL, shared by every instance on it; PGlite counts in memory.
 */
export async function abrirLimites(
  db: Database,
  redisUrl: string | undefined,
  avisar: (err: unknown) => void,
): Promise<LimitesCompartidos> {
  if (redisUrl) {
    const redis = await conectarRedis(redisUrl, avisar);
    return {
      donde: 'redis',
      opcionesRateLimit: { redis, nameSpace: ESPACIO_REDIS, skipOnError: true },
      contador: tolerante(contadorEnRedis(redis), avisar),
      cerrar: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (esPostgres(db)) {
    return {
      donde: 'postgres',
      opcionesRateLimit: { store: almacenDeLimites(db), skipOnError: true },
      contador: tolerante(contadorEnPostgres(db), avisar),
      cerrar: async () => undefined,
    };
  }
  return { donde: 'memoria', opcionesRateLimit: {}, contador: undefined, cerrar: async () => undefined };
}
