import type { FastifyPluginAsync } from 'fastify';
import { PREGUNTAS_COMPRADOR_PREFIJO, preguntasCompradorApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as preguntas from '../../modules/preguntas/preguntas.service';

/** docs/producto/preguntas.md#preguntar: a signed-in buyer asks on a public product. */
export const preguntasCompradorRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('comprador'));
  const ruta = rutasDe(app, PREGUNTAS_COMPRADOR_PREFIJO);
  ruta(
    api.preguntar,
    {
      tags: ['Comprador: preguntas'],
      summary: 'Preguntarle al vendedor sobre un producto (hasta 10 por hora)',
      security: BEARER,
      errores: [400, 401, 403, 404, 429],
    },
    async (req) => preguntas.preguntar(userContextFrom(req), req.params.idProducto, req.body),
  );
};
