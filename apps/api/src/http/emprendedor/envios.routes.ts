import type { FastifyPluginAsync } from 'fastify';
import { EMPRENDIMIENTOS_VENDEDOR_PREFIJO, enviosVendedorApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as envios from '../../modules/envios/envios.service';

const doc = (summary: string): DocRuta => ({
  tags: ['Emprendedor: envíos'],
  summary,
  security: BEARER,
  errores: [400, 401, 403, 404, 409],
});

/** docs/producto/envios.md#metodos GET/PUT …/emprendimientos/{idEmprendimiento}/envios, the shop's owner only. */
export const enviosVendedorRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  const ruta = rutasDe(app, EMPRENDIMIENTOS_VENDEDOR_PREFIJO);
  ruta(api.obtener, doc('Métodos de envío de mi tienda'), async (req) =>
    envios.obtener(userContextFrom(req), req.params.idEmprendimiento),
  );
  ruta(api.guardar, doc('Guardar los métodos de envío de mi tienda'), async (req) =>
    envios.guardar(userContextFrom(req), req.params.idEmprendimiento, req.body),
  );
};
