import type { FastifyPluginAsync } from 'fastify';
import { enviosPublicosApi as api, PUBLICO_PREFIJO } from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import { jsonPublico } from '../../lib/json-publico';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import * as envios from '../../modules/envios/envios.service';

const doc = (summary: string): DocRuta => ({ tags: ['Tienda (público)'], summary, errores: [400, 404] });

/**
 * docs/producto/envios.md#lectura-publica GET tienda/{idEmprendimiento}/envios?idProvincia=: from
 * the instance's JSON cache, filed under the shop, so a seller's save drops it (decision 046).
 */
export const enviosPublicosRoutes: FastifyPluginAsync = async (app) => {
  const ruta = rutasDe(app, `${PUBLICO_PREFIJO}/tienda`);
  ruta(api.obtener, doc('Métodos de envío de la tienda para una provincia'), async (req) =>
    jsonPublico(req, api.obtener, req.params.idEmprendimiento, () =>
      envios.deTienda(contextFrom(req), req.params.idEmprendimiento, req.query.idProvincia),
    ),
  );
};
