import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  idParams,
  masVendidosQuery,
  producto,
  productoImagen,
  productoPage,
  productoSearchQuery,
  tipoProductoListItem,
  uuidParam,
} from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import * as productos from './productos.service';

const tags = ['Productos (público)'];
const errors = { 400: errorBody, 404: errorBody };

/** spec §7.4 / §7.8 public product reads, under /api/v1/public/core/productos. */
export const productosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/buscar',
    { schema: { tags, summary: 'Buscar productos', querystring: productoSearchQuery, response: { 200: productoPage, ...errors } } },
    async (req) => productos.buscarProductos(contextFrom(req), req.query),
  );
  app.get(
    '/mas-vendidos',
    { schema: { tags, summary: 'Productos más vendidos', querystring: masVendidosQuery, response: { 200: z.array(producto), ...errors } } },
    async (req) => productos.masVendidos(contextFrom(req), req.query.size),
  );
  app.get(
    '/tipos',
    { schema: { tags, summary: 'Tipos de producto', response: { 200: z.array(tipoProductoListItem) } } },
    async (req) => productos.listarTipos(contextFrom(req)),
  );
  app.get(
    '/misProductos/:idEmprendimiento',
    {
      schema: {
        tags,
        summary: 'Productos públicos de un emprendimiento',
        params: z.object({ idEmprendimiento: uuidParam }),
        response: { 200: z.array(producto), ...errors },
      },
    },
    async (req) => productos.productosDeEmprendimiento(contextFrom(req), req.params.idEmprendimiento),
  );
  app.get(
    '/:id',
    { schema: { tags, summary: 'Producto', params: idParams, response: { 200: producto, ...errors } } },
    async (req) => productos.obtenerProducto(contextFrom(req), req.params.id),
  );
  app.get(
    '/:id/imagenes',
    { schema: { tags, summary: 'Imágenes de un producto', params: idParams, response: { 200: z.array(productoImagen), ...errors } } },
    async (req) => productos.obtenerImagenes(contextFrom(req), req.params.id),
  );
};
