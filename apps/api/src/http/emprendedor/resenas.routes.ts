import type { FastifyPluginAsync } from 'fastify';
import { RESENAS_VENDEDOR_PREFIJO, resenasVendedorApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as moderacion from '../../modules/resenas/moderacion.service';

const doc = (summary: string): DocRuta => ({
  tags: ['Emprendedor: reseñas'],
  summary,
  security: BEARER,
  errores: [400, 401, 403, 404, 409],
});

/** The reviews of the seller's shop and one answer per review (decision 038). */
export const resenasVendedorRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  const ruta = rutasDe(app, RESENAS_VENDEDOR_PREFIJO);
  ruta(api.listar, doc('Reseñas de mi emprendimiento (filtro sin responder)'), async (req) =>
    moderacion.resenasDelVendedor(userContextFrom(req), req.query),
  );
  ruta(api.responder, doc('Responder una reseña (una sola vez)'), async (req) =>
    moderacion.responder(userContextFrom(req), req.params.id, req.body.respuesta),
  );
};
