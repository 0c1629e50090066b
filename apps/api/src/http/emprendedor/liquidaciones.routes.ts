import type { FastifyPluginAsync } from 'fastify';
import {
  EMPRENDIMIENTOS_VENDEDOR_PREFIJO,
  errorBody,
  liquidacionesApi as api,
  rutaFastify,
  type LiquidacionesQuery,
} from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { descargaCsv } from '../../lib/csv';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { liquidacionCsv, liquidacionDeMiEmprendimiento } from '../../modules/ventas/liquidaciones.service';

/**
 * GET /api/emprendedor/v1/emprendimientos/{idEmprendimiento}/liquidaciones
 * (docs/producto/pagos.md#liquidaciones), the shop's owner only (another's shop answers 404): the
 * period's settlement as JSON, or with `?formato=csv` the same as a spreadsheet download.
 * Registered by hand (not `rutasDe`) because one of its two answers is not JSON.
 */
export const liquidacionesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  // Typed by hand: the zod type provider would type the reply as the JSON answer only.
  app.get<{ Params: { idEmprendimiento: string }; Querystring: LiquidacionesQuery }>(
    rutaFastify(api.obtener.ruta, EMPRENDIMIENTOS_VENDEDOR_PREFIJO),
    {
      schema: {
        tags: ['Emprendedor: liquidaciones'],
        summary:
          'Liquidación de mi tienda: pedidos cobrados, comisiones, reembolsos y neto (con formato=csv, para Excel)',
        security: BEARER,
        params: api.obtener.params,
        querystring: api.obtener.query,
        response: {
          200: api.obtener.respuesta,
          ...Object.fromEntries([400, 401, 403, 404].map((s) => [s, errorBody])),
        },
      },
    },
    async (req, reply) => {
      const ctx = userContextFrom(req);
      const l = await liquidacionDeMiEmprendimiento(ctx, req.params.idEmprendimiento, req.query);
      if (req.query.formato !== 'csv') return l;
      const csv = await liquidacionCsv(ctx, req.params.idEmprendimiento, l);
      return reply.headers({ ...descargaCsv(csv.nombre), 'cache-control': 'private, no-store' }).send(csv.contenido);
    },
  );
};
