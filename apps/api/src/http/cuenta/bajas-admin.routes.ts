import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_PREFIJO, cuentaDatosApi as api } from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import { rutasDe } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { listarBajas } from '../../modules/cuenta/bajas';

/** docs/producto/datos-personales.md#baja: admins see every deletion request and how it went. */
export const bajasAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  rutasDe(app, `${ADMIN_PREFIJO}/bajas`)(
    api.bajas,
    {
      tags: ['Admin: bajas de cuenta'],
      summary: 'Pedidos de baja de cuenta',
      security: BEARER,
      errores: [400, 401, 403],
    },
    async (req) => listarBajas(contextFrom(req), req.query),
  );
};
