import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Makes the database reachable from every route as `app.db`; `onClose` closes it when owned. */
export function registerDb(app: FastifyInstance, db: Database, close?: () => Promise<void>): void {
  app.decorate('db', db);
  if (close) app.addHook('onClose', close);
}
