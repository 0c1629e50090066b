import type { FastifyPluginAsync } from 'fastify';
import { RESENAS_REPORTES_PREFIJO, reportarResenaApi, ROLES } from '@feria/contracts';
import { userContextFrom } from '../lib/context';
import { rutasDe } from '../lib/registrar';
import { requireRole } from '../plugins/auth';
import { BEARER } from '../plugins/docs';
import { reportar } from '../modules/resenas/moderacion.service';

/** Any signed-in person reports a review once (decision 038): outside the role areas, like the live events. */
export const resenasReportesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole(...ROLES));
  rutasDe(app, RESENAS_REPORTES_PREFIJO)(
    reportarResenaApi,
    {
      tags: ['Reseñas: reportes'],
      summary: 'Reportar una reseña (una vez por persona)',
      security: BEARER,
      errores: [400, 401, 404, 409],
    },
    async (req) => reportar(userContextFrom(req), req.params.id, req.body.motivo),
  );
};
