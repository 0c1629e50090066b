import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { CachePublico, CANAL_CACHE_PUBLICO, TODO } from '../lib/cache-publico';
import { listen, type Listener } from './pg-listen';
import { proximoCambioDeDescuentos } from '../modules/promociones/promociones.queries';

declare module 'fastify' {
  interface FastifyInstance {
    cachePublico: CachePublico;
  }
}

const PREFIJO_BARRERA = 'barrera:';
/** How long a write waits for its own NOTIFY to come back before it drops the whole cache instead. */
const ESPERA_BARRERA_MS = 2000;
const ESCRITURA = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The per-instance cache of public JSON (lib/cache-publico.ts, decision 046), kept current by the
 * database: LISTEN on the channel the triggers of migration 0014 notify. Also drops the aggregate
 * memo (`app.cache`) on every change. Off (no LISTEN connection) when CACHE_TTL_SECONDS is 0.
 *
 * Read-your-writes on one instance: PGlite delivers a notification before the committing query
 * returns, but PostgreSQL delivers it a moment later on the LISTEN connection. So after a write
 * request (the handler has committed) and before its answer leaves, the instance sends itself a
 * marker NOTIFY and waits for it: notifications arrive in commit order, so the write's own have
 * been applied by then and the caller's next read cannot see the old answer.
 */
export function registerCachePublico(app: FastifyInstance, db: Database, ttlMs: number): void {
  const cache = new CachePublico({
    ttlMs,
    proximoCambio: async () => (await proximoCambioDeDescuentos(db))?.getTime() ?? Number.POSITIVE_INFINITY,
  });
  app.decorate('cachePublico', cache);
  if (ttlMs <= 0) return;

  const instancia = randomUUID();
  const barreras = new Map<string, () => void>();
  let n = 0;
  let listener: Listener | undefined;
  let pglite = false;

  const alRecibir = (payload: string) => {
    if (payload.startsWith(PREFIJO_BARRERA)) {
      barreras.get(payload)?.();
      return;
    }
    cache.invalidar(payload || TODO);
    app.cache.clear();
  };
  cache.disponible = () => listener?.connected === true;
  app.cache.disponible = cache.disponible;

  app.addHook('onReady', async () => {
    pglite = typeof (db as unknown as { $client?: { listen?: unknown } }).$client?.listen === 'function';
    listener = await listen(db, CANAL_CACHE_PUBLICO, {
      onMessage: alRecibir,
      // Notifications sent while the connection was down are lost.
      onReconnect: () => {
        cache.vaciar();
        app.cache.clear();
      },
      log: app.log,
    });
  });
  app.addHook('preClose', async () => {
    const l = listener;
    listener = undefined;
    await l?.close();
  });

  const barrera = async () => {
    const marca = `${PREFIJO_BARRERA}${instancia}:${++n}`;
    let soltar!: () => void;
    const llegada = new Promise<void>((r) => (soltar = r));
    barreras.set(marca, soltar);
    let reloj: NodeJS.Timeout | undefined;
    try {
      await db.execute(sql`select pg_notify(${CANAL_CACHE_PUBLICO}, ${marca})`);
      const vencida = new Promise<boolean>((r) => (reloj = setTimeout(() => r(true), ESPERA_BARRERA_MS)));
      if (await Promise.race([llegada.then(() => false), vencida])) cache.vaciar();
    } catch {
      cache.vaciar();
    } finally {
      clearTimeout(reloj);
      barreras.delete(marca);
    }
  };
  // Reads (every public request) pass through without a promise; only a write waits for its barrier.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (pglite || !listener?.connected || !ESCRITURA.has(request.method) || !request.url.startsWith('/api/'))
      return done(null, payload);
    barrera().then(
      () => done(null, payload),
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
    );
  });
}
