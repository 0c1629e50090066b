import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, PaymentSearchResult, Refund } from '../mp-types';
import { openTestDb, type TestDb } from '../testing/test-db';
import { AUTH, buildSandboxApp, crearPreferencia, pagar, PREFIX } from '../testing/sandbox-app';

let handle: TestDb;
let app: FastifyInstance;
beforeAll(async () => {
  handle = await openTestDb();
  app = await buildSandboxApp(handle.db);
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

async function pagoCon(accion: string, externalReference = 'orden-2001'): Promise<string> {
  const p = await crearPreferencia(app, { external_reference: externalReference });
  const { paymentId } = await pagar(app, p.id, accion);
  if (!paymentId) throw new Error('sin pago');
  return paymentId;
}
const getPayment = async (id: string) =>
  (await app.inject({ method: 'GET', url: `${PREFIX}/v1/payments/${id}`, headers: AUTH })).json<Payment>();
const refund = (id: string, body?: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: `${PREFIX}/v1/payments/${id}/refunds`,
    headers: { ...AUTH, ...(key ? { 'x-idempotency-key': key } : {}) },
    ...(body ? { payload: body } : {}),
  });
const estado = (id: string, status: string) =>
  app.inject({ method: 'POST', url: `${PREFIX}/v1/payments/${id}/sandbox/estado`, headers: AUTH, payload: { status } });

describe('GET /v1/payments/:id', () => {
  it('answers 404 like Mercado Pago for an unknown or malformed id, 401 without the bearer', async () => {
    for (const id of ['999', 'abc']) {
      const res = await app.inject({ method: 'GET', url: `${PREFIX}/v1/payments/${id}`, headers: AUTH });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Payment not found', error: 'not_found', status: 404 });
    }
    const id = await pagoCon('aprobar');
    expect((await app.inject({ method: 'GET', url: `${PREFIX}/v1/payments/${id}` })).statusCode).toBe(401);
  });
});

describe('GET /v1/payments/search', () => {
  it('finds the payments of an external_reference, newest first, with paging', async () => {
    const first = await pagoCon('rechazar', 'orden-busqueda');
    const second = await pagoCon('aprobar', 'orden-busqueda');
    await pagoCon('aprobar', 'orden-otra');
    const res = await app.inject({
      method: 'GET',
      url: `${PREFIX}/v1/payments/search?external_reference=orden-busqueda`,
      headers: AUTH,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<PaymentSearchResult>();
    expect(body.results.map((p) => String(p.id))).toEqual([second, first]);
    expect(body.paging).toEqual({ total: 2, limit: 30, offset: 0 });
    const page = await app.inject({
      method: 'GET',
      url: `${PREFIX}/v1/payments/search?external_reference=orden-busqueda&limit=1&offset=1`,
      headers: AUTH,
    });
    expect(page.json<PaymentSearchResult>().results.map((p) => String(p.id))).toEqual([first]);
    const none = await app.inject({
      method: 'GET',
      url: `${PREFIX}/v1/payments/search?external_reference=nadie`,
      headers: AUTH,
    });
    expect(none.json()).toEqual({ results: [], paging: { total: 0, limit: 30, offset: 0 } });
  });
});

describe('POST /v1/payments/:id/refunds', () => {
  it('refunds everything without an amount: the payment becomes refunded', async () => {
    const id = await pagoCon('aprobar');
    const res = await refund(id, {}, 'refund-orden-2001');
    expect(res.statusCode).toBe(201);
    const r = res.json<Refund>();
    expect(r).toMatchObject({ payment_id: Number(id), amount: 29_300.5, status: 'approved' });
    expect(Date.parse(r.date_created)).not.toBeNaN();
    const pago = await getPayment(id);
    expect(pago).toMatchObject({
      status: 'refunded',
      status_detail: 'refunded',
      transaction_amount_refunded: 29_300.5,
    });
    expect(pago.refunds).toEqual([r]);
  });

  it('answers the same refund for a repeated X-Idempotency-Key and refunds only once', async () => {
    const id = await pagoCon('aprobar');
    const a = await refund(id, { amount: 1000 }, 'refund-x');
    const b = await refund(id, { amount: 1000 }, 'refund-x');
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    const pago = await getPayment(id);
    expect(pago.transaction_amount_refunded).toBe(1000);
    expect(pago.refunds).toHaveLength(1);
  });

  it('keeps a partially refunded payment approved, and refunds the rest later', async () => {
    const id = await pagoCon('aprobar');
    expect((await refund(id, { amount: 300.5 }, 'r1')).statusCode).toBe(201);
    expect(await getPayment(id)).toMatchObject({
      status: 'approved',
      status_detail: 'partially_refunded',
      transaction_amount_refunded: 300.5,
    });
    const rest = await refund(id, undefined, 'r2');
    expect(rest.json()).toMatchObject({ amount: 29_000 });
    expect(await getPayment(id)).toMatchObject({
      status: 'refunded',
      status_detail: 'refunded',
      transaction_amount_refunded: 29_300.5,
    });
    expect((await getPayment(id)).refunds).toHaveLength(2);
  });

  it('refuses more than what is left, and payments that are not approved', async () => {
    const id = await pagoCon('aprobar');
    const tooMuch = await refund(id, { amount: 29_300.51 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ status: 400, error: 'invalid_refund_amount' });
    expect((await refund(id, { amount: -1 })).statusCode).toBe(400);
    expect((await refund(id)).statusCode).toBe(201);
    expect((await refund(id)).statusCode).toBe(400); // already refunded
    for (const accion of ['rechazar', 'pendiente']) {
      const other = await pagoCon(accion);
      const res = await refund(other);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_status' });
    }
    expect((await refund('77')).statusCode).toBe(404);
  });
});

describe('POST /v1/payments/:id/sandbox/estado', () => {
  it.each([
    ['approved', 'accredited'],
    ['rejected', 'cc_rejected_other_reason'],
    ['cancelled', 'by_collector'],
  ])('settles a pending payment as %s', async (status, detail) => {
    const id = await pagoCon('pendiente');
    const res = await estado(id, status);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status, status_detail: detail });
    const pago = await getPayment(id);
    expect(pago).toMatchObject({ status, status_detail: detail });
    expect(pago.date_approved === null).toBe(status !== 'approved');
  });

  it('refuses payments that are not pending and unknown statuses', async () => {
    const id = await pagoCon('aprobar');
    expect((await estado(id, 'rejected')).statusCode).toBe(400);
    const pending = await pagoCon('pendiente');
    expect((await estado(pending, 'refunded')).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${PREFIX}/v1/payments/${pending}/sandbox/estado`,
          payload: { status: 'approved' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
