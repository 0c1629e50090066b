import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emprendimientoListQuery,
  emprendimientoPage,
  emprendimientoPublico,
  emprendimientoSearchQuery,
  errorBody,
  idParams,
} from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import * as emprendimientos from './emprendimientos.service';

const tags = ['Emprendimientos (público)'];
const errors = { 400: errorBody, 404: errorBody };

/** spec §7.4 / §7.8 public shop reads, under /api/v1/public/core/emprendimientos. */
export const emprendimientosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, summary: 'Listar emprendimientos', querystring: emprendimientoListQuery, response: { 200: emprendimientoPage, ...errors } } },
    async (req) => emprendimientos.listarEmprendimientos(contextFrom(req), req.query),
  );
  app.get(
    '/destacados',
    { schema: { tags, summary: 'Emprendimientos destacados', response: { 200: z.array(emprendimientoPublico) } } },
    async (req) => emprendimientos.destacados(contextFrom(req)),
  );
  app.get(
    '/buscar',
    {
      schema: {
        tags,
        summary: 'Buscar emprendimientos',
        querystring: emprendimientoSearchQuery,
        response: { 200: z.array(emprendimientoPublico), ...errors },
      },
    },
    async (req) => emprendimientos.buscarEmprendimientos(contextFrom(req), req.query),
  );
  app.get(
    '/:id',
    { schema: { tags, summary: 'Emprendimiento', params: idParams, response: { 200: emprendimientoPublico, ...errors } } },
    async (req) => emprendimientos.obtenerEmprendimiento(contextFrom(req), req.params.id),
  );
};
