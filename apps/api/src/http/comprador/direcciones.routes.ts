import type { FastifyPluginAsync } from 'fastify';
import { DIRECCIONES_PREFIJO, direccionesApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as direcciones from '../../modules/compradores/direcciones.service';

const doc = (summary: string, errores: readonly number[] = [400, 401, 403, 404]): DocRuta => ({
  tags: ['Comprador: direcciones'],
  summary,
  security: BEARER,
  errores,
});

/** docs/producto/direcciones.md a buyer's saved addresses, role comprador; always the caller's own (#propiedad). */
export const direccionesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('comprador'));
  const ruta = rutasDe(app, DIRECCIONES_PREFIJO);
  ruta(api.listar, doc('Mis direcciones guardadas', [401, 403, 404, 409]), async (req) =>
    direcciones.listar(userContextFrom(req)),
  );
  ruta(api.crear, doc('Guardar una dirección', [400, 401, 403, 404, 409]), async (req) =>
    direcciones.crear(userContextFrom(req), req.body),
  );
  ruta(api.obtener, doc('Una de mis direcciones'), async (req) =>
    direcciones.obtener(userContextFrom(req), req.params.id),
  );
  ruta(api.actualizar, doc('Cambiar una de mis direcciones', [400, 401, 403, 404, 409]), async (req) =>
    direcciones.actualizar(userContextFrom(req), req.params.id, req.body),
  );
  ruta(api.predeterminar, doc('Usar una dirección como predeterminada'), async (req) =>
    direcciones.predeterminar(userContextFrom(req), req.params.id),
  );
  ruta(api.eliminar, doc('Borrar una de mis direcciones'), async (req) => {
    await direcciones.eliminar(userContextFrom(req), req.params.id);
    return null;
  });
};
