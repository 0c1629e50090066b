import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comprador, compradorEliminado, compradorInput, errorBody, idTextoParam, MENSAJES_PERFIL, verificacion } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as compradores from './comprador.service';

const tags = ['Comprador: perfil'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const idParams = z.object({ id: idTextoParam(MENSAJES_PERFIL.compradorIdRequerido) });

/**
 * spec §7.3 buyer area, under /api/comprador/v1/compradores, role comprador only. `{id}` is the
 * buyer record id or the caller's own user id; another user's id answers 403, someone else's
 * record id 404 (lib/ownership.ts).
 */
export const compradorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('comprador'));
  const schema = <T extends object>(summary: string, s: T) => ({ tags, summary, security: BEARER, ...s });

  app.post(
    '/',
    { schema: schema('Completar mi perfil de comprador', { body: compradorInput, response: { 201: comprador, ...errors } }) },
    async (req, reply) => reply.code(201).send(await compradores.registrar(userContextFrom(req), req.body)),
  );
  app.get(
    '/:id/verificar',
    { schema: schema('¿Completó su perfil? ({id} = mi userId)', { params: idParams, response: { 200: verificacion, ...errors } }) },
    async (req) => compradores.verificar(userContextFrom(req), req.params.id),
  );
  app.get(
    '/:id/eliminado',
    { schema: schema('¿Mi cuenta de comprador está eliminada?', { params: idParams, response: { 200: compradorEliminado, ...errors } }) },
    async (req) => compradores.eliminado(userContextFrom(req), req.params.id),
  );
  app.get(
    '/:id',
    { schema: schema('Mi perfil de comprador', { params: idParams, response: { 200: comprador, ...errors } }) },
    async (req) => compradores.obtener(userContextFrom(req), req.params.id),
  );
  app.put(
    '/:id',
    { schema: schema('Actualizar mi perfil de comprador', { params: idParams, body: compradorInput, response: { 200: comprador, ...errors } }) },
    async (req) => compradores.actualizar(userContextFrom(req), req.params.id, req.body),
  );
  app.delete(
    '/:id',
    { schema: schema('Eliminar mi cuenta de comprador', { params: idParams, response: { 204: z.null(), ...errors } }) },
    async (req, reply) => {
      await compradores.eliminar(userContextFrom(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};
