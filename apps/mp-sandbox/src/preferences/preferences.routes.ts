import type { FastifyPluginAsync } from 'fastify';
import type { MpSandboxDb } from '../db/sandbox-db';
import { cuentaDe } from '../auth';
import { forbidden, mpError } from '../errors';
import { validarCambiosPreferencia, validarPreferencia } from './preference-body';
import {
  actualizarPreferencia,
  buscarPreferencia,
  crearPreferencia,
  preferenciaJson,
  type PreferenceRow,
} from './preferences.repository';

export interface PreferenceRoutesOptions {
  db: MpSandboxDb;
  /** The hosted checkout page of a preference (`init_point`). */
  checkoutUrl: (id: string) => string;
  /** The platform's application. */
  clientId: string;
}

const noEncontrada = (id: string) => `The preference with identifier ${id} was not found`;

/**
 * `/checkout/preferences` of Mercado Pago's API. Bearer checked by the caller; a preference belongs to
 * the account whose token created it, and only that token reads or changes it (docs/producto/pagos.md#sandbox-oauth).
 */
export const preferenceRoutes: FastifyPluginAsync<PreferenceRoutesOptions> = async (app, o) => {
  const json = (row: PreferenceRow) => preferenciaJson(row, o.checkoutUrl, o.clientId);

  app.post('/checkout/preferences', async (request, reply) => {
    const v = validarPreferencia(request.body);
    if (!v.ok) return reply.code(400).send(v.error);
    const key = request.headers['x-idempotency-key'];
    const row = await crearPreferencia(
      o.db,
      v.preferencia,
      v.totalCentavos,
      typeof key === 'string' && key ? key : undefined,
      cuentaDe(request).userId,
    );
    return reply.code(201).send(json(row));
  });

  app.get<{ Params: { id: string } }>('/checkout/preferences/:id', async (request, reply) => {
    const row = await buscarPreferencia(o.db, request.params.id);
    if (!row) return mpError(reply, 404, 'not_found', noEncontrada(request.params.id));
    if (Number(row.collector_id) !== cuentaDe(request).userId) return forbidden(reply);
    return json(row);
  });

  app.put<{ Params: { id: string } }>('/checkout/preferences/:id', async (request, reply) => {
    const v = validarCambiosPreferencia(request.body);
    if (!v.ok) return reply.code(400).send(v.error);
    const actual = await buscarPreferencia(o.db, request.params.id);
    if (!actual) return mpError(reply, 404, 'not_found', noEncontrada(request.params.id));
    if (Number(actual.collector_id) !== cuentaDe(request).userId) return forbidden(reply);
    const row = await actualizarPreferencia(o.db, request.params.id, v.cambios);
    if (!row) return mpError(reply, 404, 'not_found', noEncontrada(request.params.id));
    return json(row);
  });
};
