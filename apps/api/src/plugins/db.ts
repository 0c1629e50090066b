import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { TtlCache } from '../lib/ttl-cache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    cache: TtlCache;
  }
}

/**
 * Makes the database reachable from every route as `app.db` (closed on `onClose` when owned),
 * with the per-instance aggregate cache as `app.cache`.
 */
export function registerDb(app: FastifyInstance, db: Database, cacheTtlMs: number, close?: () => Promise<void>): void {
  app.decorate('db', db);
  app.decorate('cache', new TtlCache(cacheTtlMs));
  if (close) app.addHook('onClose', close);
}
