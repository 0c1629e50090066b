import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';

/** What every service call receives (STYLE.md: services take (ctx, input)). */
export interface ServiceContext {
  db: Database;
}

export function contextFrom(request: FastifyRequest): ServiceContext {
  return { db: request.server.db };
}
