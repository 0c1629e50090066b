import type { FastifyPluginAsync } from 'fastify';
import { PUBLICO_PREFIJO, preguntasPublicasApi as api } from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import { jsonPublico } from '../../lib/json-publico';
import { rutasDe } from '../../lib/registrar';
import * as preguntas from '../../modules/preguntas/preguntas.service';

/** docs/producto/preguntas.md#orden: a product's visible questions, answered first; from the public cache (decision 046). */
export const preguntasPublicasRoutes: FastifyPluginAsync = async (app) => {
  const ruta = rutasDe(app, PUBLICO_PREFIJO);
  ruta(
    api.deProducto,
    { tags: ['Preguntas (público)'], summary: 'Preguntas de un producto', errores: [400, 404] },
    (req) =>
      jsonPublico(
        req,
        api.deProducto,
        (p) => (p as { tienda?: string }).tienda ?? null,
        () => preguntas.preguntasDeProducto(contextFrom(req), req.params.idProducto, req.query),
      ),
  );
};
