import type { FastifyPluginAsync } from 'fastify';
import type { MpSandboxDb } from '../db/sandbox-db';
import { mpError } from '../errors';
import { validarCambiosPreferencia, validarPreferencia } from './preference-body';
import { actualizarPreferencia, buscarPreferencia, crearPreferencia, preferenciaJson } from './preferences.repository';

export interface PreferenceRoutesOptions {
  db: MpSandboxDb;
  /** The hosted checkout page of a preference (`init_point`). */
  checkoutUrl: (id: string) => string;
}

/** `/checkout/preferences` of Mercado Pago's API. Bearer checked by the caller. */
export const preferenceRoutes: FastifyPluginAsync<PreferenceRoutesOptions> = async (app, o) => {
  app.post('/checkout/preferences', async (request, reply) => {
    const v = validarPreferencia(request.body);
    if (!v.ok) return reply.code(400).send(v.error);
    const key = request.headers['x-idempotency-key'];
    const row = await crearPreferencia(
      o.db,
      v.preferencia,
      v.totalCentavos,
      typeof key === 'string' && key ? key : undefined,
    );
    return reply.code(201).send(preferenciaJson(row, o.checkoutUrl));
  });

  app.get<{ Params: { id: string } }>('/checkout/preferences/:id', async (request, reply) => {
    const row = await buscarPreferencia(o.db, request.params.id);
    if (!row)
      return mpError(reply, 404, 'not_found', `The preference with identifier ${request.params.id} was not found`);
    return preferenciaJson(row, o.checkoutUrl);
  });

  app.put<{ Params: { id: string } }>('/checkout/preferences/:id', async (request, reply) => {
    const v = validarCambiosPreferencia(request.body);
    if (!v.ok) return reply.code(400).send(v.error);
    const row = await actualizarPreferencia(o.db, request.params.id, v.cambios);
    if (!row)
      return mpError(reply, 404, 'not_found', `The preference with identifier ${request.params.id} was not found`);
    return preferenciaJson(row, o.checkoutUrl);
  });
};
