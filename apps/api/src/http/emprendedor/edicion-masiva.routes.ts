import type { FastifyPluginAsync } from 'fastify';
import { EMPRENDIMIENTOS_VENDEDOR_PREFIJO, planillaApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { editarEnMasa } from '../../modules/productos/edicion-masiva.service';

/**
 * Bulk edit on 'Consultar Productos' (docs/producto/edicion-masiva.md): PATCH
 * /api/emprendedor/v1/emprendimientos/{idEmprendimiento}/productos, role emprendedor only. The
 * shop and every product id are checked against the caller's own: others answer 404.
 */
export const edicionMasivaRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  const ruta = rutasDe(app, EMPRENDIMIENTOS_VENDEDOR_PREFIJO);

  ruta(
    api.edicionMasiva,
    {
      tags: ['Emprendedor: productos'],
      summary: 'Cambiar varios productos a la vez',
      security: BEARER,
      errores: [400, 401, 403, 404, 409],
    },
    async (req) => editarEnMasa(userContextFrom(req), req.params.idEmprendimiento, req.body),
  );
};
