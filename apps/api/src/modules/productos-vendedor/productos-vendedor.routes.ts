import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  atributoSugerido,
  crearProductoQuery,
  errorBody,
  idParams,
  productoInput,
  productoVendedor,
  resumenVendedor,
  tipoProductoListItem,
  uuidParam,
} from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { listarTipos } from '../productos/productos.service';
import { atributosDeEmprendimiento } from './atributos.service';
import { productoImagenesRoutes } from './producto-imagenes.routes';
import * as productos from './productos-vendedor.service';
import { resumen } from './resumen.service';

const tags = ['Emprendedor: productos'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const emprendimientoParams = z.object({ idEmprendimiento: uuidParam });
const lista = z.array(productoVendedor);

/**
 * spec §7.4 seller product calls under /api/emprendedor/v1/productos, role emprendedor only. Every
 * id is checked against the caller's own emprendimientos (propiedad.ts): others answer 404.
 */
export const productosVendedorRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, opts) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  const schema = <T extends object>(summary: string, s: T) => ({ tags, summary, security: BEARER, ...s });

  app.post(
    '/',
    { schema: schema('Crear un producto', { querystring: crearProductoQuery, body: productoInput, response: { 201: productoVendedor, ...errors } }) },
    async (req, reply) => reply.code(201).send(await productos.crear(userContextFrom(req), req.query.idEmprendimiento, req.body)),
  );
  app.get(
    '/tipos',
    { schema: schema('Tipos de producto', { response: { 200: z.array(tipoProductoListItem), ...errors } }) },
    async (req) => listarTipos(userContextFrom(req)),
  );
  app.get(
    '/misProductos/:idEmprendimiento',
    { schema: schema('Mis productos (habilitados y deshabilitados)', { params: emprendimientoParams, response: { 200: lista, ...errors } }) },
    async (req) => productos.listar(userContextFrom(req), req.params.idEmprendimiento, false),
  );
  app.get(
    '/deshabilitados/:idEmprendimiento',
    { schema: schema('Mis productos deshabilitados', { params: emprendimientoParams, response: { 200: lista, ...errors } }) },
    async (req) => productos.listar(userContextFrom(req), req.params.idEmprendimiento, true),
  );
  app.get(
    '/atributos/:emprendimientoId',
    {
      schema: schema('Atributos usados en mis productos', {
        params: z.object({ emprendimientoId: uuidParam }),
        response: { 200: z.array(atributoSugerido), ...errors },
      }),
    },
    async (req) => atributosDeEmprendimiento(userContextFrom(req), req.params.emprendimientoId),
  );
  app.get(
    '/resumen/:idEmprendimiento',
    { schema: schema('Resumen del panel', { params: emprendimientoParams, response: { 200: resumenVendedor, ...errors } }) },
    async (req) => resumen(userContextFrom(req), req.params.idEmprendimiento),
  );
  app.patch(
    '/habilitar/:id',
    { schema: schema('Habilitar un producto', { params: idParams, response: { 200: productoVendedor, ...errors } }) },
    async (req) => productos.cambiarHabilitado(userContextFrom(req), req.params.id, true),
  );
  app.patch(
    '/deshabilitar/:id',
    { schema: schema('Deshabilitar un producto', { params: idParams, response: { 200: productoVendedor, ...errors } }) },
    async (req) => productos.cambiarHabilitado(userContextFrom(req), req.params.id, false),
  );
  app.get(
    '/:id',
    { schema: schema('Mi producto', { params: idParams, response: { 200: productoVendedor, ...errors } }) },
    async (req) => productos.obtener(userContextFrom(req), req.params.id),
  );
  // spec §7.4 flags the id of the modify path as possibly the emprendimiento's; this API takes the product id.
  app.put(
    '/:id',
    { schema: schema('Actualizar un producto', { params: idParams, body: productoInput, response: { 200: productoVendedor, ...errors } }) },
    async (req) => productos.actualizar(userContextFrom(req), req.params.id, req.body),
  );
  app.delete(
    '/:id',
    { schema: schema('Eliminar un producto', { params: idParams, response: { 204: z.null(), ...errors } }) },
    async (req, reply) => {
      await productos.eliminar(userContextFrom(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  await app.register(productoImagenesRoutes, { dataDir: opts.dataDir });
};
