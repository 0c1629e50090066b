import type { FastifyPluginAsync } from 'fastify';
import { EMPRENDIMIENTOS_VENDEDOR_PREFIJO, emprendedorApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as emprendedor from '../../modules/emprendimientos/emprendedor.service';
import { conteosDeTienda } from '../../modules/tienda/conteos';

const doc = (summary: string): DocRuta => ({
  tags: ['Emprendedor: emprendimiento'],
  summary,
  security: BEARER,
  errores: [400, 401, 403, 404, 409],
});

/**
 * docs/producto/api.md#emprendimiento seller emprendimiento area, under /api/emprendedor/v1/emprendimientos, role
 * emprendedor only. Path ids: the caller's own user id or own emprendimiento id; another user's
 * id answers 403, someone else's (or a missing) emprendimiento id 404 (lib/ownership.ts).
 */
export const emprendedorRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  const ruta = rutasDe(app, EMPRENDIMIENTOS_VENDEDOR_PREFIJO);
  ruta(api.verificar, doc('¿Completó su perfil?'), async (req) =>
    emprendedor.verificar(userContextFrom(req), req.params.userId),
  );
  ruta(api.consultarEstado, doc('¿Está el emprendimiento en este estado?'), async (req) =>
    emprendedor.consultarEstado(userContextFrom(req), req.params.id, req.query.estado, conteosDeTienda),
  );
  ruta(api.desactivar, doc('Desactivar mi emprendimiento'), async (req) =>
    emprendedor.desactivar(userContextFrom(req), req.params.userId, conteosDeTienda),
  );
  ruta(api.listar, doc('Mis emprendimientos'), async (req) =>
    emprendedor.listar(userContextFrom(req), req.query.estado, conteosDeTienda),
  );
  ruta(api.crear, doc('Crear mi emprendimiento (solicitud)'), async (req) =>
    emprendedor.crear(userContextFrom(req), req.body, conteosDeTienda),
  );
  ruta(api.obtener, doc('Mi emprendimiento (por id o por mi userId)'), async (req) =>
    emprendedor.obtener(userContextFrom(req), req.params.id, conteosDeTienda),
  );
  ruta(api.actualizar, doc('Actualizar mi emprendimiento'), async (req) =>
    emprendedor.actualizar(userContextFrom(req), req.params.id, req.body, conteosDeTienda),
  );
};
