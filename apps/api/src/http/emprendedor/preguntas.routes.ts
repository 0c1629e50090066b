import type { FastifyPluginAsync } from 'fastify';
import { PREGUNTAS_VENDEDOR_PREFIJO, preguntasVendedorApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as vendedor from '../../modules/preguntas/vendedor.service';

const doc = (summary: string, errores: readonly number[] = [400, 401, 403, 404, 409]): DocRuta => ({
  tags: ['Emprendedor: preguntas'],
  summary,
  security: BEARER,
  errores,
});

/** docs/producto/preguntas.md#respuesta: the questions on the seller's products, answers and hiding. */
export const preguntasVendedorRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  const ruta = rutasDe(app, PREGUNTAS_VENDEDOR_PREFIJO);
  ruta(api.listar, doc('Preguntas de mis productos (sin responder primero)', [400, 401, 403]), async (req) =>
    vendedor.preguntasDelVendedor(userContextFrom(req), req.query),
  );
  ruta(api.sinResponder, doc('Cuántas preguntas esperan respuesta', [401, 403]), async (req) =>
    vendedor.sinResponder(userContextFrom(req)),
  );
  ruta(api.responder, doc('Responder una pregunta (o corregir la respuesta)'), async (req) =>
    vendedor.responder(userContextFrom(req), req.params.id, req.body),
  );
  ruta(api.ocultar, doc('Ocultar una pregunta, con el motivo'), async (req) =>
    vendedor.ocultar(userContextFrom(req), req.params.id, req.body),
  );
  ruta(api.mostrar, doc('Volver a mostrar una pregunta oculta'), async (req) =>
    vendedor.mostrar(userContextFrom(req), req.params.id),
  );
};
