import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../mp-types';
import { openTestDb, type TestDb } from '../testing/test-db';
import { AUTH, buildSandboxApp, crearPreferencia, pagar, PREFIX } from '../testing/sandbox-app';
import { AVISO_SANDBOX, formatearPesos } from './checkout-page';

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

const getPage = (id: string) => app.inject({ method: 'GET', url: `${PREFIX}/checkout/pay/${id}` });
const getPayment = async (id: string) =>
  (await app.inject({ method: 'GET', url: `${PREFIX}/v1/payments/${id}`, headers: AUTH })).json<Payment>();

describe('GET /checkout/pay/:preferenceId', () => {
  it('shows a Spanish sandbox page with the items, quantities, total and three labelled buttons, without scripts', async () => {
    const p = await crearPreferencia(app);
    const res = await getPage(p.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<html lang="es-AR">');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain(AVISO_SANDBOX);
    expect(html).toContain('Mate de calabaza');
    expect(html).toContain('Yerba 1 kg');
    expect(html).toContain(`<span class="cantidad">2 × ${formatearPesos(12_500)}</span>`);
    expect(html).toContain(`<span class="subtotal">${formatearPesos(25_000)}</span>`);
    expect(html).toContain(formatearPesos(29_300.5)); // 2 × 12.500 + 4.300,50
    expect(formatearPesos(29_300.5)).toMatch(/^\$\s?29\.301$/);
    expect(html).toContain(`<form method="post" action="${PREFIX}/checkout/pay/${p.id}"`);
    expect(html).toContain('<button type="submit" name="accion" value="aprobar" class="aprobar">Aprobar pago</button>');
    expect(html).toContain('value="pendiente" class="pendiente">Dejar pendiente</button>');
    expect(html).toContain('value="rechazar" class="rechazar">Rechazar</button>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handlers either
  });

  it('escapes what the seller typed', async () => {
    const p = await crearPreferencia(app, {
      items: [{ title: '<img src=x>', quantity: 1, unit_price: 10, currency_id: 'ARS' }],
      marketplace_fee: 1,
    });
    const html = (await getPage(p.id)).body;
    expect(html).toContain('&lt;img src=x&gt;');
    expect(html).not.toContain('<img');
  });

  it('answers a Spanish 404 page for an unknown preference', async () => {
    const res = await getPage('123-no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('lang="es-AR"');
    expect(res.body).toContain('No encontramos este link de pago');
  });

  it('offers no "Dejar pendiente" in binary mode, and refuses it', async () => {
    const p = await crearPreferencia(app, { binary_mode: true });
    expect((await getPage(p.id)).body).not.toContain('Dejar pendiente');
    const { res } = await pagar(app, p.id, 'pendiente');
    expect(res.statusCode).toBe(400);
  });

  it('answers 410 once the preference expired', async () => {
    const p = await crearPreferencia(app, { expiration_date_to: '2020-01-01T00:00:00.000-03:00' });
    expect((await getPage(p.id)).statusCode).toBe(410);
    expect((await pagar(app, p.id, 'aprobar')).res.statusCode).toBe(410);
  });
});

describe('POST /checkout/pay/:preferenceId', () => {
  it.each([
    ['aprobar', 'approved', 'accredited', 'http://localhost:8080/pago/exito'],
    ['pendiente', 'pending', 'pending_contingency', 'http://localhost:8080/pago/pendiente'],
    ['rechazar', 'rejected', 'cc_rejected_other_reason', 'http://localhost:8080/pago/error'],
  ])(
    '"%s" makes a payment with status %s and returns to its back_url with Mercado Pago parameters',
    async (accion, status, detail, backUrl) => {
      const p = await crearPreferencia(app);
      const { res, location, paymentId } = await pagar(app, p.id, accion);
      expect(res.statusCode).toBe(302);
      expect(`${location?.origin}${location?.pathname}`).toBe(backUrl);
      const order = (
        await app.inject({ method: 'GET', url: `${PREFIX}/v1/payments/${paymentId}`, headers: AUTH })
      ).json<Payment>().order;
      expect(Object.fromEntries(location?.searchParams ?? [])).toEqual({
        collection_id: paymentId,
        collection_status: status,
        payment_id: paymentId,
        status,
        external_reference: 'orden-1001',
        payment_type: 'credit_card',
        merchant_order_id: order?.id,
        preference_id: p.id,
        site_id: 'MLA',
        processing_mode: 'aggregator',
        merchant_account_id: 'null',
      });
      expect(Number(paymentId)).toBeGreaterThan(1_000_000_000);
      const pago = await getPayment(paymentId ?? '');
      expect(pago).toMatchObject({
        status,
        status_detail: detail,
        transaction_amount: 29_300.5,
        currency_id: 'ARS',
        external_reference: 'orden-1001',
        preference_id: p.id,
        payer: { email: 'ana@test.feria.ar' },
        marketplace_fee: 2930,
        payment_type_id: 'credit_card',
        live_mode: false,
        transaction_amount_refunded: 0,
        refunds: [],
      });
      expect(pago.date_approved === null).toBe(status !== 'approved');
    },
  );

  it('keeps the query string of a back_url', async () => {
    const p = await crearPreferencia(app, { back_urls: { success: 'http://localhost:8080/pago/exito?orden=7' } });
    const { location } = await pagar(app, p.id, 'aprobar');
    expect(location?.searchParams.get('orden')).toBe('7');
    expect(location?.searchParams.get('status')).toBe('approved');
  });

  it('shows a result page when the preference has no back_url for the outcome', async () => {
    const p = await crearPreferencia(app, { back_urls: {}, auto_return: undefined });
    const { res } = await pagar(app, p.id, 'rechazar');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Pago rechazado');
  });

  it('makes a second payment when the preference is paid twice', async () => {
    const p = await crearPreferencia(app);
    const a = await pagar(app, p.id, 'rechazar');
    const b = await pagar(app, p.id, 'aprobar');
    expect(a.paymentId).not.toBe(b.paymentId);
  });

  it('refuses an unknown action or preference', async () => {
    const p = await crearPreferencia(app);
    expect((await pagar(app, p.id, 'regalar')).res.statusCode).toBe(400);
    expect((await pagar(app, p.id, 'toString')).res.statusCode).toBe(400);
    expect((await pagar(app, '1-nada', 'aprobar')).res.statusCode).toBe(404);
  });
});
