import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health } from '@feria/contracts';

/** Liveness and readiness for the load balancer (ARCHITECTURE.md "Logs: /health and /ready"). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { hide: true, response: { 200: health, 503: health } };
  app.get('/health', { schema, config: { rateLimit: false } }, async () => ({ estado: 'ok' as const }));
  app.get('/ready', { schema, config: { rateLimit: false } }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { estado: 'ok' as const };
    } catch (err) {
      request.log.error({ err }, 'base de datos no disponible');
      return reply.code(503).send({ estado: 'error' as const });
    }
  });
};
