import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../db/sandbox-db';
import type { WebhookNotification } from '../mp-types';
import { COLLECTOR_ID } from '../sandbox-account';
import { openTestDb, vaciar, type TestDb } from '../testing/test-db';
import { AUTH, buildSandboxApp, crearPreferencia, pagar, PREFIX, SECRET } from '../testing/sandbox-app';
import { esperar, startReceiver, type Recibido } from '../testing/webhook-receiver';
import { firmarWebhook } from './signature';

let handle: TestDb;
const closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());
beforeEach(() => vaciar(handle.db));
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function sandbox(extra: Parameters<typeof buildSandboxApp>[1] = {}): Promise<FastifyInstance> {
  const app = await buildSandboxApp(handle.db, extra);
  closers.unshift(() => app.close()); // closed before the receivers
  return app;
}
async function receiver(responder?: (n: number) => number) {
  const r = await startReceiver(responder);
  closers.push(r.close);
  return r;
}

/** Checks a notification the way the API does: signature over data.id of the query, request id and ts. */
function verificar(recibido: Recibido) {
  const url = new URL(recibido.url, 'http://x');
  const dataId = url.searchParams.get('data.id') ?? '';
  const requestId = String(recibido.headers['x-request-id']);
  const [, ts, v1] = /^ts=(\d+),v1=([0-9a-f]{64})$/.exec(String(recibido.headers['x-signature'])) ?? [];
  expect(ts && v1).toBeTruthy();
  expect(firmarWebhook(SECRET, { dataId, requestId, ts: ts ?? '' })).toBe(v1);
  expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(10);
  return { url, dataId, requestId, ts };
}

const deliveries = () =>
  queryRows<{ attempts: number; delivered_at: Date | null; gave_up_at: Date | null; action: string }>(
    handle.db,
    sql`SELECT attempts, delivered_at, gave_up_at, action FROM mp_sandbox.webhook_deliveries ORDER BY id`,
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('webhooks', () => {
  it('posts a signed payment.created notification to notification_url, keeping its query string', async () => {
    const rx = await receiver();
    const app = await sandbox();
    const p = await crearPreferencia(app, { notification_url: `${rx.url}?source_news=webhooks` });
    const { paymentId } = await pagar(app, p.id, 'aprobar');
    await esperar(() => rx.recibidos.length === 1);

    const [recibido] = rx.recibidos;
    if (!recibido) throw new Error('sin webhook');
    const { url, dataId, requestId } = verificar(recibido);
    expect(url.pathname).toBe('/api/webhooks/mercadopago');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      source_news: 'webhooks',
      'data.id': paymentId,
      type: 'payment',
    });
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(dataId).toBe(paymentId);
    const body = recibido.body as WebhookNotification;
    expect(body).toEqual({
      id: expect.any(Number),
      live_mode: false,
      type: 'payment',
      date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/),
      user_id: COLLECTOR_ID,
      api_version: 'v1',
      action: 'payment.created',
      data: { id: paymentId },
    });
    await esperar(async () => (await deliveries())[0]?.delivered_at != null);
  });

  it('notifies payment.updated after a refund and after settling a pending payment', async () => {
    const rx = await receiver();
    const app = await sandbox();
    const p = await crearPreferencia(app, { notification_url: rx.url });
    const aprobado = await pagar(app, p.id, 'aprobar');
    const pendiente = await pagar(app, p.id, 'pendiente');
    await app.inject({
      method: 'POST',
      url: `${PREFIX}/v1/payments/${aprobado.paymentId}/refunds`,
      headers: AUTH,
      payload: {},
    });
    await app.inject({
      method: 'POST',
      url: `${PREFIX}/v1/payments/${pendiente.paymentId}/sandbox/estado`,
      headers: AUTH,
      payload: { status: 'approved' },
    });
    await esperar(() => rx.recibidos.length === 4);
    const vistos = rx.recibidos.map((r) => `${(r.body as WebhookNotification).action} ${verificar(r).dataId}`);
    expect(vistos.sort()).toEqual(
      [
        `payment.created ${aprobado.paymentId}`,
        `payment.created ${pendiente.paymentId}`,
        `payment.updated ${aprobado.paymentId}`,
        `payment.updated ${pendiente.paymentId}`,
      ].sort(),
    );
  });

  it('sends nothing for a preference without notification_url', async () => {
    const app = await sandbox();
    const p = await crearPreferencia(app);
    await pagar(app, p.id, 'aprobar');
    expect(await deliveries()).toEqual([]);
  });

  it('retries with backoff until a 2xx, re-signing each attempt, then stops', async () => {
    const rx = await receiver((n) => (n <= 2 ? 500 : 200));
    const app = await sandbox({ reintentoBaseMs: 60 });
    const p = await crearPreferencia(app, { notification_url: rx.url });
    await pagar(app, p.id, 'aprobar');
    await esperar(() => rx.recibidos.length === 3);
    await sleep(400); // several polls and more than any pending backoff
    expect(rx.recibidos).toHaveLength(3);
    const [a, b, c] = rx.recibidos.map((r) => ({ ...verificar(r), at: r.at, id: (r.body as WebhookNotification).id }));
    expect(new Set([a?.id, b?.id, c?.id]).size).toBe(1); // the same notification
    expect(new Set([a?.requestId, b?.requestId, c?.requestId]).size).toBe(3);
    expect((b?.at ?? 0) - (a?.at ?? 0)).toBeGreaterThanOrEqual(55); // 60 ms, then 120 ms
    expect((c?.at ?? 0) - (b?.at ?? 0)).toBeGreaterThanOrEqual(115);
    const [row] = await deliveries();
    expect(row).toMatchObject({ attempts: 3, gave_up_at: null });
    expect(row?.delivered_at).not.toBeNull();
  });

  it('gives up after maxIntentos failed attempts', async () => {
    const rx = await receiver(() => 503);
    const app = await sandbox({ reintentoBaseMs: 5, maxIntentos: 4 });
    const p = await crearPreferencia(app, { notification_url: rx.url });
    await pagar(app, p.id, 'aprobar');
    await esperar(async () => (await deliveries())[0]?.gave_up_at != null);
    await sleep(150);
    expect(rx.recibidos).toHaveLength(4);
    expect((await deliveries())[0]).toMatchObject({ attempts: 4, delivered_at: null });
  });

  it('counts an unreachable receiver as a failed attempt', async () => {
    const rx = await receiver();
    await rx.close();
    const app = await sandbox({ reintentoBaseMs: 10_000 });
    const p = await crearPreferencia(app, { notification_url: rx.url });
    await pagar(app, p.id, 'aprobar');
    const lastError = async () =>
      (
        await queryRows<{ e: string | null }>(handle.db, sql`SELECT last_error AS e FROM mp_sandbox.webhook_deliveries`)
      )[0]?.e;
    await esperar(async () => (await lastError()) != null);
    expect(await deliveries()).toMatchObject([{ attempts: 1, delivered_at: null, gave_up_at: null }]);
  });

  it('keeps pending deliveries across a restart of the plugin on the same database', async () => {
    let up = false;
    const rx = await receiver(() => (up ? 200 : 500));
    const first = await buildSandboxApp(handle.db, { reintentoBaseMs: 200 });
    const p = await crearPreferencia(first, { notification_url: rx.url });
    const { paymentId } = await pagar(first, p.id, 'aprobar');
    await esperar(() => rx.recibidos.length === 1);
    await first.close();
    const [pending] = await deliveries();
    expect(pending).toMatchObject({ attempts: 1, delivered_at: null });

    up = true;
    await sleep(250);
    expect(rx.recibidos).toHaveLength(1); // nobody polls while the plugin is closed
    await sandbox({ reintentoBaseMs: 200 });
    await esperar(() => rx.recibidos.length === 2);
    const second = rx.recibidos[1];
    if (!second) throw new Error('sin reintento');
    expect(verificar(second).dataId).toBe(paymentId);
    expect((second.body as WebhookNotification).id).toBe((rx.recibidos[0]?.body as WebhookNotification).id);
    await esperar(async () => (await deliveries())[0]?.delivered_at != null);
    expect((await deliveries())[0]?.attempts).toBe(2);
  });

  it('stops polling on close', async () => {
    const rx = await receiver(() => 500);
    const app = await buildSandboxApp(handle.db, { reintentoBaseMs: 5 });
    const p = await crearPreferencia(app, { notification_url: rx.url });
    await pagar(app, p.id, 'aprobar');
    await esperar(() => rx.recibidos.length >= 1);
    await app.close();
    await sleep(50); // a request aborted by close may still reach the receiver
    const seen = rx.recibidos.length;
    await sleep(150);
    expect(rx.recibidos).toHaveLength(seen);
  });
});
