import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { registerDb } from './plugins/db';
import { registerErrorHandler, registerNotFound } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerDocs } from './plugins/docs';
import { registerStatic } from './plugins/spa';
import { healthRoutes } from './plugins/health';
import { publicRoutes } from './modules/public-routes';

export type { Config } from './config';
export { loadConfig } from './config';
export type { Database } from './db/client';

export const PUBLIC_PREFIX = '/api/v1/public/core';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; without it the app opens and migrates one from the config and closes it on close. */
  db?: Database;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: { level: config.logLevel },
    // Request ids (ARCHITECTURE.md "Logs"): kept from the load balancer's header, else generated.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  if (opts.db) registerDb(app, opts.db, config.cacheTtlMs);
  else {
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
    await migrateDatabase(handle);
    registerDb(app, handle.db, config.cacheTtlMs, handle.close);
  }

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await registerDocs(app);
  const spaFallback = await registerStatic(app, config);
  registerNotFound(app, spaFallback);

  await app.register(healthRoutes);
  await app.register(publicRoutes, { prefix: PUBLIC_PREFIX });
  return app;
}
