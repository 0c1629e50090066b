import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { contarPendientes } from '../trabajos/trabajos';
import { TRABAJO_NOTIFICACION } from './pago-mercadopago';
import { manifiestoFirma } from '../pagos/mercadopago';

const URL = '/api/v1/pagos/mercadopago/webhook';

describe('POST /api/v1/pagos/mercadopago/webhook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());

  const encolados = (pagoId: string) => contarPendientes(t.db, TRABAJO_NOTIFICACION, { pagoId });
  const notificar = (
    pagoId: string,
    opts: { secreto?: string; ts?: number; requestId?: string; firmaId?: string } = {},
  ) => {
    const ts = String(Math.floor((opts.ts ?? Date.now()) / 1000));
    const requestId = opts.requestId ?? randomUUID();
    const v1 = createHmac('sha256', opts.secreto ?? t.config.pagos.webhookSecret)
      .update(manifiestoFirma(opts.firmaId ?? pagoId, requestId, ts))
      .digest('hex');
    return t.app.inject({
      method: 'POST',
      url: `${URL}?data.id=${pagoId}&type=payment`,
      headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId, 'content-type': 'application/json' },
      payload: {
        id: 1,
        live_mode: false,
        type: 'payment',
        action: 'payment.updated',
        api_version: 'v1',
        data: { id: pagoId },
      },
    });
  };

  it('answers a valid notification at once and queues the payment for a re-fetch', async () => {
    const res = await notificar('9001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recibido: true });
    expect(await encolados('9001')).toBe(1);
  });

  it('refuses a bad signature, another payment’s signature and a stale ts with 401, queueing nothing', async () => {
    for (const res of [
      await notificar('9002', { secreto: 'otro-secreto' }),
      await notificar('9002', { firmaId: '9003' }),
      await notificar('9002', { ts: Date.now() - 10 * 60_000 }),
      await t.app.inject({ method: 'POST', url: `${URL}?data.id=9002&type=payment`, payload: {} }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ codigo: 'FIRMA_INVALIDA' });
    }
    expect(await encolados('9002')).toBe(0);
  });
});
