import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preference } from '../mp-types';
import { openTestDb, type TestDb } from '../testing/test-db';
import { AUTH, buildSandboxApp, crearPreferencia, PREFIX, preferenceBody, PUBLIC_BASE } from '../testing/sandbox-app';

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

const post = (payload: unknown, headers: Record<string, string> = AUTH) =>
  app.inject({ method: 'POST', url: `${PREFIX}/checkout/preferences`, headers, payload: payload as object });

describe('POST /checkout/preferences', () => {
  it('creates a preference shaped like Mercado Pago with init_point on the public base URL', async () => {
    const res = await post(preferenceBody({ notification_url: 'http://localhost:8080/api/webhooks/mercadopago' }));
    expect(res.statusCode).toBe(201);
    const p = res.json<Preference>();
    expect(p.id).toMatch(/^\d+-[0-9a-f-]{36}$/);
    expect(p.init_point).toBe(`${PUBLIC_BASE}/_sandbox/mp/checkout/pay/${p.id}`);
    expect(p.sandbox_init_point).toBe(p.init_point);
    expect(p).toMatchObject({
      items: preferenceBody().items,
      payer: preferenceBody().payer,
      back_urls: preferenceBody().back_urls,
      auto_return: 'approved',
      external_reference: 'orden-1001',
      notification_url: 'http://localhost:8080/api/webhooks/mercadopago',
      marketplace_fee: 2930,
      operation_type: 'regular_payment',
      collector_id: expect.any(Number),
      client_id: expect.any(String),
    });
    expect(Date.parse(p.date_created)).not.toBeNaN();
  });

  it('keeps shipments.cost (charged on top of the items, like Mercado Pago) and refuses a negative one', async () => {
    const res = await post(preferenceBody({ shipments: { cost: 3500, mode: 'not_specified' } }));
    expect(res.statusCode).toBe(201);
    expect(res.json<Preference>().shipments).toEqual({ cost: 3500, mode: 'not_specified' });
    // The marketplace fee may reach items + shipping (29.300,50 + 3.500), not beyond.
    expect((await post(preferenceBody({ shipments: { cost: 3500 }, marketplace_fee: 32_800.5 }))).statusCode).toBe(201);
    expect((await post(preferenceBody({ shipments: { cost: 3500 }, marketplace_fee: 32_800.51 }))).statusCode).toBe(
      400,
    );
    const negativo = await post(preferenceBody({ shipments: { cost: -1 } }));
    expect(negativo.statusCode).toBe(400);
    expect(negativo.json()).toMatchObject({ message: 'shipments.cost invalid' });
  });

  it('answers the stored preference for a repeated X-Idempotency-Key, a new one without it', async () => {
    const a = await crearPreferencia(app, {}, 'pedido-1001-intento');
    const b = await crearPreferencia(app, { external_reference: 'otra' }, 'pedido-1001-intento');
    expect(b).toEqual(a);
    const c = await crearPreferencia(app);
    const d = await crearPreferencia(app);
    expect(c.id).not.toBe(d.id);
  });

  it('answers 401 invalid_token without the right bearer', async () => {
    const sinToken: Record<string, string>[] = [{}, { authorization: 'Bearer otro' }, { authorization: 'Basic abc' }];
    for (const headers of sinToken) {
      const res = await post(preferenceBody(), headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'invalid_token', error: 'unauthorized', status: 401 });
    }
    const get = await app.inject({ method: 'GET', url: `${PREFIX}/checkout/preferences/x` });
    expect(get.statusCode).toBe(401);
  });

  it.each([
    ['no items', { ...preferenceBody(), items: [] }, 'items needed'],
    ['items missing', { external_reference: 'x' }, 'items needed'],
    [
      'a negative price',
      preferenceBody({ items: [{ title: 'A', quantity: 1, unit_price: -5, currency_id: 'ARS' }] }),
      'unit_price invalid',
    ],
    [
      'a fractional quantity',
      preferenceBody({ items: [{ title: 'A', quantity: 1.5, unit_price: 5, currency_id: 'ARS' }] }),
      'quantity invalid',
    ],
    [
      'a price that is not a number',
      preferenceBody({
        items: [{ title: 'A', quantity: 1, unit_price: '5' as unknown as number, currency_id: 'ARS' }],
      }),
      'unit_price invalid',
    ],
    [
      'another currency',
      preferenceBody({ items: [{ title: 'A', quantity: 1, unit_price: 5, currency_id: 'USD' as 'ARS' }] }),
      'currency_id invalid',
    ],
    [
      'auto_return without success url',
      preferenceBody({ back_urls: {} }),
      'auto_return invalid. back_url.success must be defined',
    ],
    ['a fee above the total', preferenceBody({ marketplace_fee: 1_000_000 }), 'marketplace_fee invalid'],
    ['a bad notification_url', preferenceBody({ notification_url: 'ftp://x' }), 'notification_url invalid'],
  ])('answers 400 like Mercado Pago for %s', async (_name, body, message) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, status: 400, error: expect.any(String), cause: expect.any(Array) });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${PREFIX}/checkout/preferences`,
      headers: { ...AUTH, 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, error: 'bad_request' });
  });
});

describe('GET /checkout/preferences/:id', () => {
  it('answers the preference, or 404 like Mercado Pago', async () => {
    const p = await crearPreferencia(app);
    const res = await app.inject({ method: 'GET', url: `${PREFIX}/checkout/preferences/${p.id}`, headers: AUTH });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(p);
    const missing = await app.inject({ method: 'GET', url: `${PREFIX}/checkout/preferences/nada`, headers: AUTH });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found', status: 404 });
  });
});

describe('PUT /checkout/preferences/{id}', () => {
  it('changes the expiry, after which the hosted checkout says the link expired', async () => {
    const p = (await post(preferenceBody())).json<Preference>();
    const ahora = new Date(Date.now() - 1000).toISOString();
    const res = await app.inject({
      method: 'PUT',
      url: `${PREFIX}/checkout/preferences/${p.id}`,
      headers: AUTH,
      payload: { expires: true, expiration_date_to: ahora },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Preference>()).toMatchObject({
      id: p.id,
      expires: true,
      expiration_date_to: ahora,
      items: preferenceBody().items,
    });
    const pagina = await app.inject({ method: 'GET', url: `${PREFIX}/checkout/pay/${p.id}` });
    expect(pagina.statusCode).toBe(410);
    expect(pagina.body).toContain('Link de pago vencido');
  });

  it('answers 404 for an unknown preference and 400 for a date that is not one', async () => {
    const otra = await app.inject({
      method: 'PUT',
      url: `${PREFIX}/checkout/preferences/123-no-existe`,
      headers: AUTH,
      payload: { expires: true },
    });
    expect(otra.statusCode).toBe(404);
    const p = (await post(preferenceBody())).json<Preference>();
    const mala = await app.inject({
      method: 'PUT',
      url: `${PREFIX}/checkout/preferences/${p.id}`,
      headers: AUTH,
      payload: { expiration_date_to: 'mañana' },
    });
    expect(mala.statusCode).toBe(400);
  });
});
