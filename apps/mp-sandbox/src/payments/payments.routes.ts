import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { MpSandboxDb } from '../db/sandbox-db';
import { cuentaDe, type Cuenta } from '../auth';
import { forbidden, mpError, notFound } from '../errors';
import type { PaymentSearchResult } from '../mp-types';
import { paymentJson, refundJson } from './payment-json';
import { buscarPago, buscarPagos, reembolsosDe, type PaymentRow } from './payments.repository';
import { cambiarEstado, ESTADOS_FINALES, reembolsar, type EstadoFinal } from './refunds';

export interface PaymentRoutesOptions {
  db: MpSandboxDb;
  /** A payment changed and has a notification to deliver. */
  notificar: () => void;
}

type Params = { id: string };
const idPago = (raw: string) => (/^\d{1,18}$/.test(raw) ? Number(raw) : undefined);
const searchQuery = z.object({
  external_reference: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(30),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
const refundBody = z.object({ amount: z.number().finite().positive().optional() }).optional();
const estadoBody = z.object({ status: z.enum(Object.keys(ESTADOS_FINALES) as [EstadoFinal, ...EstadoFinal[]]) });
const idempotencyKey = (headers: Record<string, unknown>) => {
  const key = headers['x-idempotency-key'];
  return typeof key === 'string' && key.length > 0 ? key : undefined;
};

const esDelCollector = (pago: PaymentRow, cuenta: Cuenta) => Number(pago.collector_id) === cuenta.userId;

/**
 * `/v1/payments…` of Mercado Pago's API, plus the sandbox-only `…/sandbox/estado`. Bearer checked by
 * the caller. A payment is the collector's: only its token reads or refunds it (the platform's
 * token too settles it through `…/sandbox/estado`), docs/producto/pagos.md#sandbox-oauth.
 */
export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, o) => {
  app.get<{ Querystring: Record<string, string> }>('/v1/payments/search', async (request, reply) => {
    const q = searchQuery.safeParse(request.query);
    if (!q.success) return mpError(reply, 400, 'bad_request', 'Invalid search parameters');
    const { rows, total } = await buscarPagos(o.db, {
      collectorId: cuentaDe(request).userId,
      externalReference: q.data.external_reference,
      limit: q.data.limit,
      offset: q.data.offset,
    });
    const refunds = await reembolsosDe(
      o.db,
      rows.map((r) => Number(r.id)),
    );
    const body: PaymentSearchResult = {
      results: rows.map((r) => paymentJson(r, refunds)),
      paging: { total, limit: q.data.limit, offset: q.data.offset },
    };
    return body;
  });

  app.get<{ Params: Params }>('/v1/payments/:id', async (request, reply) => {
    const id = idPago(request.params.id);
    const pago = id === undefined ? undefined : await buscarPago(o.db, id);
    if (!pago) return notFound(reply, 'Payment not found');
    if (!esDelCollector(pago, cuentaDe(request))) return forbidden(reply);
    return paymentJson(pago, await reembolsosDe(o.db, [Number(pago.id)]));
  });

  app.post<{ Params: Params }>('/v1/payments/:id/refunds', async (request, reply) => {
    const id = idPago(request.params.id);
    if (id === undefined) return notFound(reply, 'Payment not found');
    const body = refundBody.safeParse(request.body ?? undefined);
    if (!body.success) return mpError(reply, 400, 'invalid_refund_amount', 'Invalid refund amount');
    const pago = await buscarPago(o.db, id);
    if (!pago) return notFound(reply, 'Payment not found');
    if (!esDelCollector(pago, cuentaDe(request))) return forbidden(reply);
    const r = await reembolsar(o.db, id, body.data?.amount, idempotencyKey(request.headers));
    if (!r.ok) return mpError(reply, r.error.status, r.error.error, r.error.message, r.error.cause);
    if (r.nuevo) o.notificar();
    return reply.code(201).send(refundJson(r.refund));
  });

  app.post<{ Params: Params }>('/v1/payments/:id/sandbox/estado', async (request, reply) => {
    const id = idPago(request.params.id);
    if (id === undefined) return notFound(reply, 'Payment not found');
    const body = estadoBody.safeParse(request.body);
    if (!body.success) return mpError(reply, 400, 'bad_request', 'status must be approved, rejected or cancelled');
    const pago = await buscarPago(o.db, id);
    if (!pago) return notFound(reply, 'Payment not found');
    const cuenta = cuentaDe(request);
    if (!cuenta.plataforma && !esDelCollector(pago, cuenta)) return forbidden(reply);
    const r = await cambiarEstado(o.db, id, body.data.status);
    if (!r.ok) return mpError(reply, r.error.status, r.error.error, r.error.message, r.error.cause);
    o.notificar();
    return paymentJson(r.pago, await reembolsosDe(o.db, [id]));
  });
};
