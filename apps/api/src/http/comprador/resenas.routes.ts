import type { FastifyPluginAsync } from 'fastify';
import { RESENAS_COMPRADOR_PREFIJO, resenasCompradorApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as resenas from '../../modules/resenas/resenas.service';

const doc = (summary: string, errores: readonly number[] = [400, 401, 403, 404, 409, 422]): DocRuta => ({
  tags: ['Comprador: reseñas'],
  summary,
  security: BEARER,
  errores,
});

/** The buyer rates a completed order: the shop once, each line once; edits within 30 days (decision 038). */
export const resenasCompradorRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('comprador'));
  const ruta = rutasDe(app, RESENAS_COMPRADOR_PREFIJO);
  ruta(
    api.deVenta,
    doc('Qué puedo calificar de un pedido mío y lo que ya califiqué', [400, 401, 403, 404]),
    async (req) => resenas.resenasDeMiVenta(userContextFrom(req), req.params.id),
  );
  ruta(api.crear, doc('Calificar la tienda o un producto de un pedido completado'), async (req) =>
    resenas.crearResena(userContextFrom(req), req.body),
  );
  ruta(api.editar, doc('Editar mi reseña (hasta 30 días después de escribirla)'), async (req) =>
    resenas.editarMiResena(userContextFrom(req), req.params.id, req.body),
  );
};
