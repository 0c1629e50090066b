import type { FastifyPluginAsync } from 'fastify';
import { PUSH_PREFIJO, pushApi as api } from '@feria/contracts';
import type { ConfigPush } from '../../config';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { desuscribir, suscribir, suscripcionesDe } from '../../modules/notificaciones/suscripciones';
import { clavesVapid } from '../../modules/notificaciones/vapid';

/** docs/producto/notificaciones.md#dispositivos: 'Avisos en este dispositivo' for a signed-in buyer or seller. */
export const pushRoutes: FastifyPluginAsync<{ push: ConfigPush }> = async (app, opts) => {
  app.addHook('onRequest', requireRole('comprador', 'emprendedor'));
  const ruta = rutasDe(app, PUSH_PREFIJO);
  const doc = (summary: string): DocRuta => ({
    tags: ['Cuenta: avisos'],
    summary,
    security: BEARER,
    errores: [400, 401, 403],
  });

  ruta(api.clavePublica, doc('Clave pública VAPID para suscribir el navegador'), async (req) => {
    const { publica } = await clavesVapid(userContextFrom(req).db, opts.push);
    return { clave: publica };
  });
  ruta(api.suscripciones, doc('Mis dispositivos con avisos'), async (req) => suscripcionesDe(userContextFrom(req)));
  ruta(api.suscribir, doc('Activar los avisos en este dispositivo'), async (req) =>
    suscribir(userContextFrom(req), req.body, opts.push),
  );
  ruta(api.desuscribir, doc('Desactivar los avisos en este dispositivo'), async (req) => {
    await desuscribir(userContextFrom(req), req.body.endpoint);
    return null;
  });
};
