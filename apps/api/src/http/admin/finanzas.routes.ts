import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_PREFIJO, errorBody, finanzasAdminApi as api, rutaFastify, type FinanzasQuery } from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import { descargaCsv } from '../../lib/csv';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { finanzasAdmin, finanzasCsv } from '../../modules/ventas/finanzas.service';

/**
 * GET /api/admin/v1/finanzas (docs/producto/pagos.md#finanzas), role admin only: the period's
 * figures as JSON, or with `?formato=csv` the same as a spreadsheet download. Registered by hand
 * (not `rutasDe`) because one of its two answers is not JSON.
 */
export const finanzasAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  // Typed by hand: the zod type provider would type the reply as the JSON answer only.
  app.get<{ Querystring: FinanzasQuery }>(
    rutaFastify(api.obtener.ruta, ADMIN_PREFIJO),
    {
      schema: {
        tags: ['Admin: finanzas'],
        summary:
          'Pedidos, ventas brutas y comisiones por emprendimiento, por día y en total (con formato=csv, para Excel)',
        security: BEARER,
        querystring: api.obtener.query,
        response: { 200: api.obtener.respuesta, ...Object.fromEntries([400, 401, 403].map((s) => [s, errorBody])) },
      },
    },
    async (req, reply) => {
      const f = await finanzasAdmin(contextFrom(req), req.query);
      if (req.query.formato !== 'csv') return f;
      const csv = finanzasCsv(f);
      return reply.headers({ ...descargaCsv(csv.nombre), 'cache-control': 'private, no-store' }).send(csv.contenido);
    },
  );
};
