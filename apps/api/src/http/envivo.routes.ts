import type { FastifyPluginAsync } from 'fastify';
import { decodeJwt } from 'jose';
import { ROLES, RUTA_EVENTOS } from '@feria/contracts';
import { errorDe } from '../lib/app-error';
import { flujoDeEventos } from '../modules/envivo/envivo.service';
import { ultimoEvento } from '../modules/envivo/envivo.queries';
import { bearerToken, requireRole } from '../plugins/auth';
import { BEARER } from '../plugins/docs';

const LATIDO_MS = 25_000;
/** A stream ends after this long at most; the client reconnects with its last id and the token is checked again. */
const VIDA_MS = 10 * 60_000;
/** When a user already holds every stream it may: the Retry-After of the 429. */
const REINTENTAR_S = 30;

/** The 5 s of clock difference the token check allows after `exp` (lib/token-verifier.ts). */
const TOLERANCIA_MS = 5000;

/** Milliseconds the bearer token is still accepted (verified already: it has an `exp`). */
const vidaDelToken = (token: string | undefined) => {
  const exp = token ? decodeJwt(token).exp : undefined;
  return exp === undefined ? 0 : exp * 1000 + TOLERANCIA_MS - Date.now();
};

/**
 * GET /api/v1/eventos: Server-Sent Events for the signed-in user (new orders, status changes,
 * payments, chat). `Last-Event-ID` (or `?ultimoId=`) replays every later event first; without it
 * the stream starts now. A stream ends when its token expires, when its account is disabled or
 * its session ends (plugins/envivo.ts), and after 10 minutes at most; the web reconnects with a
 * fresh token. At most MAX_FLUJOS_POR_USUARIO streams per user on an instance; one more is a 429.
 */
export const envivoRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole(...ROLES));
  app.get(
    RUTA_EVENTOS,
    { schema: { tags: ['En vivo'], summary: 'Eventos en vivo del usuario (Server-Sent Events)', security: BEARER } },
    async (req, reply) => {
      const usuario = req.usuario!;
      const pedido = req.headers['last-event-id'] ?? (req.query as { ultimoId?: string }).ultimoId;
      const numero = typeof pedido === 'string' && /^\d{1,15}$/.test(pedido) ? Number(pedido) : undefined;
      const desde = numero ?? (await ultimoEvento(app.db, usuario.sub));
      // Checked and taken with no await in between: concurrent opens cannot all pass the check.
      if (!app.envivo.conexiones.admite(usuario.sub)) throw errorDe('EVENTOS_DEMASIADAS_CONEXIONES', REINTENTAR_S);

      reply.hijack();
      const res = reply.raw;
      // A read under way or a heartbeat may come after the stream was ended (revoked, expired).
      const escribir = (texto: string) => void (res.writableEnded || res.destroyed ? undefined : res.write(texto));
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      escribir(`retry: 3000\n: desde ${desde}\n\n`);
      const flujo = flujoDeEventos(app.db, usuario.sub, desde, (e) => {
        escribir(
          `id: ${e.id}\nevent: ${e.tipo}\ndata: ${JSON.stringify({ id: e.id, tipo: e.tipo, datos: e.datos })}\n\n`,
        );
      });
      const baja = app.envivo.conexiones.agregar({ usuario, despertar: flujo.despertar, cerrar: () => res.end() });
      const latido = setInterval(() => escribir(': latido\n\n'), LATIDO_MS);
      const fin = setTimeout(() => res.end(), Math.max(0, Math.min(VIDA_MS, vidaDelToken(bearerToken(req)))));
      res.on('close', () => {
        clearInterval(latido);
        clearTimeout(fin);
        baja();
      });
    },
  );
};
