import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contextFrom, type ServiceContext } from '../../lib/context';
import { MENSAJES_CARRITO_GUARDADO } from '@feria/contracts';
import { darDeBajaAviso, darDeBajaMailsChat } from '../../modules/correo/correo.service';
import { esc, VERDE } from '../../modules/correo/plantillas/diseno';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const pagina = (titulo: string, texto: string) => `<!DOCTYPE html>
<html lang="es-AR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(titulo)} · Feria</title></head>
<body style="margin:0;background:#F3F4F6;color:#111827;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;">
<header style="background:${VERDE};color:#FFFFFF;padding:16px 24px;font-size:24px;font-weight:700;">Feria</header>
<main style="max-width:560px;margin:24px auto;padding:24px;background:#FFFFFF;border-radius:8px;">
<h1 style="margin:0 0 12px;font-size:22px;">${esc(titulo)}</h1>
<p style="margin:0 0 16px;font-size:16px;line-height:24px;">${esc(texto)}</p>
<p style="margin:0;"><a href="/" style="color:${VERDE};font-weight:700;">Ir a Feria</a></p>
</main>
</body>
</html>
`;

/**
 * GET /api/v1/correo/baja/{token}: the link in every chat mail. No login: the token (random,
 * one per user) is the proof. Chat mails stop; nothing else changes. POST is the same for mail
 * clients' one-click unsubscribe (List-Unsubscribe-Post, RFC 8058).
 */
export const correoBajaRoutes: FastifyPluginAsync = async (app) => {
  // The one-click POST's body (`List-Unsubscribe=One-Click`) says nothing the path does not.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, undefined),
  );
  type Pedido = FastifyRequest<{ Params: { token: string } }>;
  /** The page of one unsubscribe link: `darDeBaja` with the token (false: no such token), then `listo`. */
  const paginaDeBaja =
    (darDeBaja: (db: ServiceContext['db'], token: string) => Promise<boolean>, listo: string) =>
    async (req: Pedido, reply: FastifyReply) => {
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8');
      const hecho = TOKEN.test(req.params.token) && (await darDeBaja(contextFrom(req).db, req.params.token));
      if (!hecho)
        return reply
          .code(404)
          .send(
            pagina(
              'Enlace no válido',
              'Este enlace para dejar de recibir mails no es válido. Revisá que lo hayas copiado completo.',
            ),
          );
      return reply.send(pagina('Listo', listo));
    };
  const baja = paginaDeBaja(darDeBajaMailsChat, 'Listo: no te vamos a mandar más mails por mensajes del chat.');
  // A page for people who click a link in a mail, not a JSON API: out of the OpenAPI document.
  const schema = { hide: true };
  app.get<{ Params: { token: string } }>('/:token', { schema }, baja);
  app.post<{ Params: { token: string } }>('/:token', { schema }, baja);
  // docs/producto/carrito-abandonado.md#baja: the same token, the abandoned-cart reminder only.
  const bajaCarrito = paginaDeBaja(
    (db, token) => darDeBajaAviso(db, token, 'carrito_abandonado'),
    MENSAJES_CARRITO_GUARDADO.bajaCarritoHecha,
  );
  app.get<{ Params: { token: string } }>('/:token/carrito', { schema }, bajaCarrito);
  app.post<{ Params: { token: string } }>('/:token/carrito', { schema }, bajaCarrito);
};
