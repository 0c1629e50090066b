import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { TtlCache } from '../lib/ttl-cache';
import { registerCachePublico } from '../platform/cache-publico';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    cache: TtlCache;
  }
}

/**
 * Makes the database reachable from every route as `app.db` (closed on `onClose` when owned),
 * with the per-instance aggregate cache as `app.cache` and the cache of public JSON answers as
 * `app.cachePublico` (platform/cache-publico.ts), both dropped by the database's change notifications.
 */
export function registerDb(app: FastifyInstance, db: Database, cacheTtlMs: number, close?: () => Promise<void>): void {
  app.decorate('db', db);
  app.decorate('cache', new TtlCache(cacheTtlMs));
  registerCachePublico(app, db, cacheTtlMs);
  if (close) app.addHook('onClose', close);
}
