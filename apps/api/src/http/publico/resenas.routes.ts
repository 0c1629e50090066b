import type { FastifyPluginAsync } from 'fastify';
import { PUBLICO_PREFIJO, resenasPublicasApi as api } from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import * as resenas from '../../modules/resenas/resenas.service';

const doc = (summary: string): DocRuta => ({ tags: ['Reseñas (público)'], summary, errores: [400, 404] });

/** Reviews from verified purchases (decision 038): the visible ones, newest first, with the summary. */
export const resenasPublicasRoutes: FastifyPluginAsync = async (app) => {
  const ruta = rutasDe(app, PUBLICO_PREFIJO);
  ruta(
    api.tienda,
    doc('Reseñas de la tienda: promedio, distribución y página filtrable por estrellas y comentario'),
    async (req) => resenas.resenasDeTienda(contextFrom(req), req.params.id, req.query),
  );
  ruta(api.producto, doc('Reseñas de un producto'), async (req) =>
    resenas.resenasDeProducto(contextFrom(req), req.params.id, req.query),
  );
};
