import Fastify, { type FastifyInstance } from 'fastify';
import type { MpSandboxDb } from '../db/sandbox-db';
import type { Preference, PreferenceRequest } from '../mp-types';
import { mpSandboxPlugin, type MpSandboxOptions } from '../plugin';

export const PREFIX = '/_sandbox/mp';
export const PUBLIC_BASE = 'http://localhost:8080';
export const TOKEN = 'TEST-sandbox-access-token';
export const SECRET = 'sandbox-webhook-secret';
export const AUTH = { authorization: `Bearer ${TOKEN}` };

/** The sandbox mounted as the API mounts it, fast timers for tests. */
export async function buildSandboxApp(
  db: MpSandboxDb,
  extra: Partial<MpSandboxOptions> = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(mpSandboxPlugin, {
    prefix: PREFIX,
    db,
    publicBaseUrl: PUBLIC_BASE,
    accessToken: TOKEN,
    webhookSecret: SECRET,
    deliveryIntervalMs: 20,
    reintentoBaseMs: 50,
    ...extra,
  });
  await app.ready();
  return app;
}

export function preferenceBody(extra: Partial<PreferenceRequest> = {}): PreferenceRequest {
  return {
    items: [
      { id: 'p1', title: 'Mate de calabaza', quantity: 2, unit_price: 12_500, currency_id: 'ARS' },
      { id: 'p2', title: 'Yerba 1 kg', quantity: 1, unit_price: 4_300.5, currency_id: 'ARS' },
    ],
    payer: {
      email: 'ana@test.feria.ar',
      name: 'Ana',
      surname: 'Paz',
      identification: { type: 'DNI', number: '30111222' },
    },
    back_urls: {
      success: 'http://localhost:8080/pago/exito',
      failure: 'http://localhost:8080/pago/error',
      pending: 'http://localhost:8080/pago/pendiente',
    },
    auto_return: 'approved',
    external_reference: 'orden-1001',
    marketplace_fee: 2_930,
    ...extra,
  };
}

export async function crearPreferencia(
  app: FastifyInstance,
  extra: Partial<PreferenceRequest> = {},
  idempotencyKey?: string,
  auth: Record<string, string> = AUTH,
): Promise<Preference> {
  const res = await app.inject({
    method: 'POST',
    url: `${PREFIX}/checkout/preferences`,
    headers: { ...auth, ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}) },
    payload: preferenceBody(extra),
  });
  if (res.statusCode !== 201) throw new Error(`preferencia: ${res.statusCode} ${res.body}`);
  return res.json<Preference>();
}

/** Presses a button of the hosted checkout page; answers the redirect's URL (or the page). */
export async function pagar(app: FastifyInstance, preferenceId: string, accion: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${PREFIX}/checkout/pay/${preferenceId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ accion }).toString(),
  });
  const location = typeof res.headers.location === 'string' ? new URL(res.headers.location) : undefined;
  return { res, location, paymentId: location?.searchParams.get('payment_id') ?? undefined };
}
