import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apariencia, aparienciaInput, errorBody, idTextoParam, MENSAJES_APARIENCIA } from '@feria/contracts';
import { validacion } from '../../lib/app-error';
import { userContextFrom } from '../../lib/context';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as aparienciaService from './apariencia.service';

const tags = ['Emprendedor: emprendimiento'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
// spec §5: 'ID de emprendimiento es requerido' when the id is missing.
const params = z.object({ id: idTextoParam(MENSAJES_APARIENCIA.sinId) });

const sinDatos = (body: unknown) =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/**
 * spec §7.2 GET/PUT /{id}/apariencia under /api/emprendedor/v1/emprendimientos, role emprendedor,
 * the caller's own shop only (apariencia.service). The body is the whole appearance object.
 */
export const aparienciaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  // spec §5: a PUT without data answers 'Datos de apariencia son requeridos', also when it is an
  // empty JSON body (which the default parser refuses with a generic message). This scope only.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const texto = body.toString();
    if (texto.trim() === '') done(null, undefined);
    else json(req, texto, done);
  });

  app.get(
    '/:id/apariencia',
    {
      schema: {
        tags,
        summary: 'Apariencia de mi tienda',
        security: BEARER,
        params,
        response: { 200: apariencia, ...errors },
      },
    },
    async (req) => aparienciaService.obtener(userContextFrom(req), req.params.id),
  );
  app.put(
    '/:id/apariencia',
    {
      schema: {
        tags,
        summary: 'Guardar la apariencia de mi tienda',
        security: BEARER,
        params,
        body: aparienciaInput,
        response: { 200: apariencia, ...errors },
      },
      preValidation: async (req) => {
        if (sinDatos(req.body)) throw validacion(MENSAJES_APARIENCIA.sinDatos);
      },
    },
    async (req) => aparienciaService.guardar(userContextFrom(req), req.params.id, req.body),
  );
};
