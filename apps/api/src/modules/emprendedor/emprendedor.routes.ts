import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consultarEstadoQuery,
  consultarEstadoRespuesta,
  emprendimientoInput,
  emprendimientoPrivado,
  errorBody,
  ESTADOS_EMPRENDIMIENTO,
  idTextoParam,
  MENSAJES_PERFIL,
  verificacion,
} from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as emprendedor from './emprendedor.service';

const tags = ['Emprendedor: emprendimiento'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const idParams = z.object({ id: idTextoParam(MENSAJES_PERFIL.emprendimientoIdRequerido) });
const userIdParams = z.object({ userId: idTextoParam(MENSAJES_PERFIL.userIdRequerido) });
const listQuery = z.object({ estado: z.enum(ESTADOS_EMPRENDIMIENTO).optional() });

/**
 * spec §7.2 seller emprendimiento area, under /api/emprendedor/v1/emprendimientos, role
 * emprendedor only. Path ids: the caller's own user id or own emprendimiento id; another user's
 * id answers 403, someone else's (or a missing) emprendimiento id 404 (lib/ownership.ts).
 */
export const emprendedorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  const schema = <T extends object>(summary: string, s: T) => ({ tags, summary, security: BEARER, ...s });

  app.get(
    '/verificar/:userId',
    { schema: schema('¿Completó su perfil?', { params: userIdParams, response: { 200: verificacion, ...errors } }) },
    async (req) => emprendedor.verificar(userContextFrom(req), req.params.userId),
  );
  app.get(
    '/consultarEstado/:id',
    {
      schema: schema('¿Está el emprendimiento en este estado?', {
        params: idParams,
        querystring: consultarEstadoQuery,
        response: { 200: consultarEstadoRespuesta, ...errors },
      }),
    },
    async (req) => emprendedor.consultarEstado(userContextFrom(req), req.params.id, req.query.estado),
  );
  app.put(
    '/desactivar/:userId',
    { schema: schema('Desactivar mi emprendimiento', { params: userIdParams, response: { 200: emprendimientoPrivado, ...errors } }) },
    async (req) => emprendedor.desactivar(userContextFrom(req), req.params.userId),
  );
  app.get(
    '/',
    { schema: schema('Mis emprendimientos', { querystring: listQuery, response: { 200: z.array(emprendimientoPrivado), ...errors } }) },
    async (req) => emprendedor.listar(userContextFrom(req), req.query.estado),
  );
  app.post(
    '/',
    { schema: schema('Crear mi emprendimiento (solicitud)', { body: emprendimientoInput, response: { 201: emprendimientoPrivado, ...errors } }) },
    async (req, reply) => reply.code(201).send(await emprendedor.crear(userContextFrom(req), req.body)),
  );
  app.get(
    '/:id',
    { schema: schema('Mi emprendimiento (por id o por mi userId)', { params: idParams, response: { 200: emprendimientoPrivado, ...errors } }) },
    async (req) => emprendedor.obtener(userContextFrom(req), req.params.id),
  );
  app.put(
    '/:id',
    {
      schema: schema('Actualizar mi emprendimiento', { params: idParams, body: emprendimientoInput, response: { 200: emprendimientoPrivado, ...errors } }),
    },
    async (req) => emprendedor.actualizar(userContextFrom(req), req.params.id, req.body),
  );
};
