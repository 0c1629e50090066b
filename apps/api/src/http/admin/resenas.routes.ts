import type { FastifyPluginAsync } from 'fastify';
import { RESENAS_ADMIN_PREFIJO, resenasAdminApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as moderacion from '../../modules/resenas/moderacion.service';

const doc = (summary: string): DocRuta => ({
  tags: ['Admin: reseñas'],
  summary,
  security: BEARER,
  errores: [400, 401, 403, 404],
});

/** Reported reviews: hide (with a motivo), show again or resolve the reports; every decision is audited (decision 038). */
export const resenasAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const ruta = rutasDe(app, RESENAS_ADMIN_PREFIJO);
  ruta(api.reportadas, doc('Reseñas con reportes pendientes (u ocultas)'), async (req) =>
    moderacion.reportadas(userContextFrom(req), req.query),
  );
  ruta(api.ocultar, doc('Ocultar una reseña: sale de las listas y de los promedios'), async (req) =>
    moderacion.moderar(userContextFrom(req), req.params.id, { accion: 'resena.ocultar', motivo: req.body.motivo }),
  );
  ruta(api.mostrar, doc('Volver a mostrar una reseña oculta'), async (req) =>
    moderacion.moderar(userContextFrom(req), req.params.id, { accion: 'resena.mostrar' }),
  );
  ruta(api.resolver, doc('Resolver los reportes sin ocultar la reseña'), async (req) =>
    moderacion.moderar(userContextFrom(req), req.params.id, { accion: 'resena.resolver' }),
  );
};
