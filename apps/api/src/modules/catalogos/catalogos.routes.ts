import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogo,
  catalogoInput,
  catalogoProductosInput,
  errorBody,
  intIdParams,
  productoVendedor,
  uuidParam,
} from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as catalogos from './catalogos.service';

const tags = ['Emprendedor: catálogos'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const emprendimientoParams = z.object({ idEmprendimiento: uuidParam });
// Catalog ids are PostgreSQL integers: anything else is refused before it reaches the database.
const catalogoParams = intIdParams;
const schema = <T extends object>(summary: string, s: T) => ({ tags, summary, security: BEARER, ...s });

/** spec §7.5 seller catalogs under /api/emprendedor/v1/catalogos, role emprendedor, own shop only. */
export const catalogosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));

  app.get(
    '/:idEmprendimiento',
    {
      schema: schema('Mis catálogos', {
        params: emprendimientoParams,
        response: { 200: z.array(catalogo), ...errors },
      }),
    },
    async (req) => catalogos.listar(userContextFrom(req), req.params.idEmprendimiento),
  );
  app.post(
    '/:idEmprendimiento',
    {
      schema: schema('Crear un catálogo', {
        params: emprendimientoParams,
        body: catalogoInput,
        response: { 201: catalogo, ...errors },
      }),
    },
    async (req, reply) =>
      reply.code(201).send(await catalogos.crear(userContextFrom(req), req.params.idEmprendimiento, req.body)),
  );
  app.put(
    '/:id/actualizarDatos',
    {
      schema: schema('Renombrar un catálogo', {
        params: catalogoParams,
        body: catalogoInput,
        response: { 200: catalogo, ...errors },
      }),
    },
    async (req) => catalogos.actualizarDatos(userContextFrom(req), req.params.id, req.body),
  );
  app.delete(
    '/:id',
    { schema: schema('Eliminar un catálogo', { params: catalogoParams, response: { 204: z.null(), ...errors } }) },
    async (req, reply) => {
      await catalogos.eliminar(userContextFrom(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.patch(
    '/habilitar/:id',
    { schema: schema('Habilitar un catálogo', { params: catalogoParams, response: { 200: catalogo, ...errors } }) },
    async (req) => catalogos.cambiarHabilitado(userContextFrom(req), req.params.id, true),
  );
  app.patch(
    '/deshabilitar/:id',
    { schema: schema('Deshabilitar un catálogo', { params: catalogoParams, response: { 200: catalogo, ...errors } }) },
    async (req) => catalogos.cambiarHabilitado(userContextFrom(req), req.params.id, false),
  );
  app.get(
    '/:id/productos',
    {
      schema: schema('Productos de un catálogo', {
        params: catalogoParams,
        response: { 200: z.array(productoVendedor), ...errors },
      }),
    },
    async (req) => catalogos.productos(userContextFrom(req), req.params.id),
  );
  app.post(
    '/:id/actualizar-productos',
    {
      schema: schema('Reemplazar los productos de un catálogo', {
        params: catalogoParams,
        body: catalogoProductosInput,
        response: { 200: z.array(productoVendedor), ...errors },
      }),
    },
    async (req) => catalogos.actualizarProductos(userContextFrom(req), req.params.id, req.body),
  );
};
