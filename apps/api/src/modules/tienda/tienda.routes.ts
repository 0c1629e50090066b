import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apariencia, catalogoTienda, emprendimientoPublico, errorBody, idParams, productoTienda } from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import * as tienda from './tienda.service';

const tags = ['Tienda (público)'];
const errors = { 400: errorBody, 404: errorBody };

/** spec §7.8 "full shop load in parallel", under /api/v1/public/core/tienda. */
export const tiendaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    { schema: { tags, summary: 'Datos de la tienda', params: idParams, response: { 200: emprendimientoPublico, ...errors } } },
    async (req) => tienda.obtenerTienda(contextFrom(req), req.params.id),
  );
  app.get(
    '/:id/apariencia',
    { schema: { tags, summary: 'Apariencia de la tienda', params: idParams, response: { 200: apariencia, ...errors } } },
    async (req) => tienda.obtenerApariencia(contextFrom(req), req.params.id),
  );
  app.get(
    '/productos/obtenerProductos/:id',
    { schema: { tags, summary: 'Productos de la tienda', params: idParams, response: { 200: z.array(productoTienda), ...errors } } },
    async (req) => tienda.productosDeTienda(contextFrom(req), req.params.id),
  );
  app.get(
    '/catalogos/:id',
    { schema: { tags, summary: 'Catálogos de la tienda', params: idParams, response: { 200: z.array(catalogoTienda), ...errors } } },
    async (req) => tienda.catalogosDeTienda(contextFrom(req), req.params.id),
  );
};
