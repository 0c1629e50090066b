import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthToken, Payment, PaymentSearchResult, WebhookNotification } from '../mp-types';
import { COLLECTOR_ID } from '../sandbox-account';
import { bearer, conectarVendedor, VENDEDOR_1, VENDEDOR_2 } from '../testing/oauth';
import { AUTH, buildSandboxApp, crearPreferencia, pagar, PREFIX } from '../testing/sandbox-app';
import { openTestDb, type TestDb } from '../testing/test-db';
import { esperar, startReceiver } from '../testing/webhook-receiver';

// docs/producto/pagos.md#sandbox-oauth: a seller's token makes preferences whose payments that seller collects.

let handle: TestDb;
let app: FastifyInstance;
let rx: Awaited<ReturnType<typeof startReceiver>>;
let vendedor: OAuthToken;
let otro: OAuthToken;

beforeAll(async () => {
  handle = await openTestDb();
  rx = await startReceiver();
  app = await buildSandboxApp(handle.db);
  vendedor = await conectarVendedor(app, VENDEDOR_1);
  otro = await conectarVendedor(app, VENDEDOR_2);
});
afterAll(async () => {
  await app.close();
  await rx.close();
  await handle.close();
});

/** A payment approved on the hosted checkout page of a preference made with `auth`. */
async function pagoAprobado(auth: Record<string, string>, externalReference: string) {
  const pref = await crearPreferencia(
    app,
    { external_reference: externalReference, notification_url: rx.url, marketplace_fee: 2_930 },
    undefined,
    auth,
  );
  const { paymentId } = await pagar(app, pref.id, 'aprobar');
  if (!paymentId) throw new Error('sin pago');
  return { pref, paymentId };
}
const getPago = (id: string, auth: Record<string, string>) =>
  app.inject({ method: 'GET', url: `${PREFIX}/v1/payments/${id}`, headers: auth });
const reembolsar = (id: string, auth: Record<string, string>) =>
  app.inject({ method: 'POST', url: `${PREFIX}/v1/payments/${id}/refunds`, headers: auth, payload: { amount: 1000 } });
const prohibido = { error: 'PA_UNAUTHORIZED_RESULT_FROM_POLICIES', status: 403, message: expect.any(String) };

describe('payments of a connected seller', () => {
  it('are collected by the seller, with marketplace_fee and fee_details (Mercado Pago fee, then the marketplace fee)', async () => {
    const { pref, paymentId } = await pagoAprobado(bearer(vendedor), 'orden-split-1');
    expect(pref.collector_id).toBe(VENDEDOR_1);
    const res = await getPago(paymentId, bearer(vendedor));
    expect(res.statusCode).toBe(200);
    // 29,300.50 paid: Mercado Pago's 6.29 % is 1,843.00; the marketplace's fee is the preference's 2,930.
    expect(res.json<Payment>()).toMatchObject({
      status: 'approved',
      transaction_amount: 29_300.5,
      collector_id: VENDEDOR_1,
      marketplace_owner: COLLECTOR_ID,
      marketplace_fee: 2_930,
      fee_details: [
        { type: 'mercadopago_fee', amount: 1_843, fee_payer: 'collector' },
        { type: 'application_fee', amount: 2_930, fee_payer: 'collector' },
      ],
    });
  });

  it('notify with the seller user_id', async () => {
    const { paymentId } = await pagoAprobado(bearer(vendedor), 'orden-split-2');
    await esperar(() => rx.recibidos.some((r) => (r.body as WebhookNotification).data.id === paymentId));
    const aviso = rx.recibidos.find((r) => (r.body as WebhookNotification).data.id === paymentId);
    expect(aviso?.body).toMatchObject({ user_id: VENDEDOR_1, action: 'payment.created', type: 'payment' });
  });

  it('are read only with the seller token: the platform and other sellers get 403 and do not find them', async () => {
    const { paymentId } = await pagoAprobado(bearer(vendedor), 'orden-split-3');
    for (const auth of [AUTH, bearer(otro)]) {
      const res = await getPago(paymentId, auth);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(prohibido);
      const search = await app.inject({
        method: 'GET',
        url: `${PREFIX}/v1/payments/search?external_reference=orden-split-3`,
        headers: auth,
      });
      expect(search.json<PaymentSearchResult>().results).toEqual([]);
    }
    const propio = await app.inject({
      method: 'GET',
      url: `${PREFIX}/v1/payments/search?external_reference=orden-split-3`,
      headers: bearer(vendedor),
    });
    expect(propio.json<PaymentSearchResult>().results.map((p) => String(p.id))).toEqual([paymentId]);
  });

  it('are refunded only with the seller token', async () => {
    const { paymentId } = await pagoAprobado(bearer(vendedor), 'orden-split-4');
    for (const auth of [bearer(otro), AUTH]) {
      const res = await reembolsar(paymentId, auth);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(prohibido);
    }
    expect((await getPago(paymentId, bearer(vendedor))).json<Payment>().transaction_amount_refunded).toBe(0);
    const res = await reembolsar(paymentId, bearer(vendedor));
    expect(res.statusCode).toBe(201);
    expect((await getPago(paymentId, bearer(vendedor))).json<Payment>()).toMatchObject({
      transaction_amount_refunded: 1_000,
      status_detail: 'partially_refunded',
    });
  });

  it('carry no fees before they are approved', async () => {
    const pref = await crearPreferencia(app, { external_reference: 'orden-split-5' }, undefined, bearer(vendedor));
    const { paymentId } = await pagar(app, pref.id, 'pendiente');
    const pago = (await getPago(paymentId ?? '', bearer(vendedor))).json<Payment>();
    expect(pago).toMatchObject({ status: 'pending', collector_id: VENDEDOR_1, fee_details: [] });
  });
});

describe('payments of the platform own token', () => {
  it('keep the platform as collector, with only Mercado Pago fee and no marketplace owner', async () => {
    const { paymentId } = await pagoAprobado(AUTH, 'orden-plataforma-1');
    const pago = (await getPago(paymentId, AUTH)).json<Payment>();
    expect(pago).toMatchObject({
      collector_id: COLLECTOR_ID,
      marketplace_owner: null,
      marketplace_fee: 2_930,
      fee_details: [{ type: 'mercadopago_fee', amount: 1_843, fee_payer: 'collector' }],
    });
    expect((await getPago(paymentId, bearer(vendedor))).statusCode).toBe(403);
  });
});
