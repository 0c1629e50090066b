import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { TtlCache } from './ttl-cache';

/** What every service call receives (STYLE.md: services take (ctx, input)). */
export interface ServiceContext {
  db: Database;
  /** Short-lived memo for expensive public aggregates (lib/ttl-cache.ts); optional for callers outside HTTP. */
  cache?: TtlCache;
}

export function contextFrom(request: FastifyRequest): ServiceContext {
  return { db: request.server.db, cache: request.server.cache };
}

/** Through the cache when there is one. */
export function cached<T>(ctx: ServiceContext, key: string, load: () => Promise<T>): Promise<T> {
  return ctx.cache ? ctx.cache.get(key, load) : load();
}
