import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../../plugins/auth';

/** Bulk edit on 'Consultar Productos': PATCH /api/emprendedor/v1/emprendimientos/{idEmprendimiento}/productos. */
export const edicionMasivaRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
};
