import type { FastifyPluginAsync } from 'fastify';
import { NOTIFICACIONES_PREFIJO, notificacionesApi as api } from '@feria/contracts';
import { userContextFrom, type UserContext } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { recibeMailsChat } from '../../modules/correo/correo.service';
import { guardarPreferencias, preferenciasDe } from '../../modules/notificaciones/preferencias';

/**
 * docs/producto/notificaciones.md#preferencias: e-mail and push per kind of notice. A chat-mail
 * unsubscribe made from a mail's link before this screen existed shows as chat mails off (decision 096).
 */
const leer = async (ctx: UserContext) =>
  preferenciasDe(ctx, { mensaje_chat: { correo: await recibeMailsChat(ctx.db, ctx.usuario.sub) } });

export const notificacionesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('comprador', 'emprendedor'));
  const ruta = rutasDe(app, NOTIFICACIONES_PREFIJO);
  const doc = (summary: string): DocRuta => ({
    tags: ['Cuenta: avisos'],
    summary,
    security: BEARER,
    errores: [400, 401, 403],
  });

  ruta(api.preferencias, doc('Mis preferencias de avisos'), async (req) => leer(userContextFrom(req)));
  ruta(api.guardarPreferencias, doc('Guardar mis preferencias de avisos'), async (req) => {
    const ctx = userContextFrom(req);
    await guardarPreferencias(ctx, req.body.preferencias);
    return leer(ctx);
  });
};
