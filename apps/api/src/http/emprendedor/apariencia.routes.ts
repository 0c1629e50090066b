import type { FastifyPluginAsync } from 'fastify';
import { aparienciaApi as api, EMPRENDIMIENTOS_VENDEDOR_PREFIJO } from '@feria/contracts';
import { errorDe } from '../../lib/app-error';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as aparienciaService from '../../modules/apariencia/apariencia.service';

const tags = ['Emprendedor: emprendimiento'];

const sinDatos = (body: unknown) =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/**
 * docs/producto/api.md#emprendimiento GET/PUT /{id}/apariencia (contracts `aparienciaApi`), role emprendedor,
 * the caller's own shop only (apariencia.service). The body is the whole appearance object.
 */
export const aparienciaRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  // docs/producto/validacion.md: a PUT without data answers 'Datos de apariencia son requeridos', also when it is an
  // empty JSON body (which the default parser refuses with a generic message). This scope only.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const texto = body.toString();
    if (texto.trim() === '') done(null, undefined);
    else json(req, texto, done);
  });

  const ruta = rutasDe(app, EMPRENDIMIENTOS_VENDEDOR_PREFIJO);
  const doc = (summary: string): DocRuta => ({ tags, summary, security: BEARER, errores: [400, 401, 403, 404, 409] });
  ruta(api.obtener, doc('Apariencia de mi tienda'), async (req) =>
    aparienciaService.obtener(userContextFrom(req), req.params.id),
  );
  ruta(
    api.guardar,
    {
      ...doc('Guardar la apariencia de mi tienda'),
      preValidation: async (req) => {
        if (sinDatos(req.body)) throw errorDe('APARIENCIA_SIN_DATOS');
      },
    },
    async (req) => aparienciaService.guardar(userContextFrom(req), req.params.id, req.body),
  );
};
