import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../../plugins/auth';

/**
 * The catalogue by spreadsheet (docs/producto/planilla.md): export, template and import under
 * /api/emprendedor/v1/emprendimientos/{idEmprendimiento}/productos/…, the shop's owner only.
 */
export const planillaRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
};
