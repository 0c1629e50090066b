import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { ROLES, RUTA_EVENTOS } from '@feria/contracts';
import { flujoDeEventos } from '../modules/envivo/envivo.service';
import { ultimoEvento } from '../modules/envivo/envivo.queries';
import { requireRole } from '../plugins/auth';
import { BEARER } from '../plugins/docs';

const LATIDO_MS = 25_000;
/** A stream ends after this long; the client reconnects with its last id and the token is checked again. */
const VIDA_MS = 10 * 60_000;

/**
 * GET /api/v1/eventos: Server-Sent Events for the signed-in user (new orders, status changes,
 * payments, chat). `Last-Event-ID` (or `?ultimoId=`) replays every later event first; without it
 * the stream starts now.
 */
export const envivoRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole(...ROLES));
  // Open streams end when the app closes (else it would wait for every client to leave).
  const abiertos = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of abiertos) res.end();
  });
  app.get(
    RUTA_EVENTOS,
    { schema: { tags: ['En vivo'], summary: 'Eventos en vivo del usuario (Server-Sent Events)', security: BEARER } },
    async (req, reply) => {
      const userId = req.usuario!.sub;
      const pedido = req.headers['last-event-id'] ?? (req.query as { ultimoId?: string }).ultimoId;
      const numero = typeof pedido === 'string' && /^\d{1,15}$/.test(pedido) ? Number(pedido) : undefined;
      const desde = numero ?? (await ultimoEvento(app.db, userId));

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 3000\n: desde ${desde}\n\n`);
      const flujo = flujoDeEventos(app.db, userId, desde, (e) => {
        res.write(`id: ${e.id}\nevent: ${e.tipo}\ndata: ${JSON.stringify({ id: e.id, tipo: e.tipo, datos: e.datos })}\n\n`);
      });
      const baja = app.envivo.suscribir(userId, flujo.despertar);
      const latido = setInterval(() => res.write(': latido\n\n'), LATIDO_MS);
      const fin = setTimeout(() => res.end(), VIDA_MS);
      abiertos.add(res);
      res.on('close', () => {
        clearInterval(latido);
        clearTimeout(fin);
        baja();
        abiertos.delete(res);
      });
    },
  );
};
