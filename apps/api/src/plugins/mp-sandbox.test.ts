import { describe, expect, it } from 'vitest';
import { SANDBOX_ACCESS_TOKEN } from '../config';
import { createTestApp } from '../testing';

// Decision 062: the sandbox's public 'Aprobar pago' marks an order paid with no money moved, so
// with real Mercado Pago credentials this process does not serve it at all (the probe found it
// served beside them whenever NODE_ENV was not production).

async function sandboxResponde(env: Record<string, string>) {
  const t = await createTestApp({ seed: 'empty', env });
  try {
    const res = await t.app.inject({
      url: '/_sandbox/mp/v1/payments/search',
      headers: { authorization: `Bearer ${t.config.pagos.accessToken}` },
    });
    return { status: res.statusCode, modo: t.app.comercio.modoPagos, token: t.config.pagos.accessToken };
  } finally {
    await t.close();
  }
}

describe('embedded Mercado Pago sandbox', () => {
  it('is served without credentials, with its own', async () => {
    expect(await sandboxResponde({})).toEqual({ status: 200, modo: 'sandbox', token: SANDBOX_ACCESS_TOKEN });
  });

  it('is not served when the real credentials are configured, even outside production', async () => {
    const real = await sandboxResponde({
      MP_ACCESS_TOKEN: 'APP_USR-1234-token-de-la-plataforma',
      MP_WEBHOOK_SECRET: 'secreto-de-webhooks',
      NODE_ENV: 'development',
    });
    expect(real).toEqual({ status: 404, modo: 'produccion', token: 'APP_USR-1234-token-de-la-plataforma' });
  });
});
