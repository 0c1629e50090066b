import { describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '@feria/identity';
import { login, OIDC, startLogin, TestBrowser, PASSWORD } from '@feria/identity/testing';
import { createTestApp, type TestApp } from '../testing';
import { isIdentityRoute } from './security';

// The identity server shared the API's 600/min budget per IP, so a busy page made
// /certs and the token refresh answer 429. Identity routes are not counted there; the login and
// registration forms have their own budget (apps/identity LoginThrottle).

async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ seed: 'empty', env });
  try {
    await seedDemoAccounts(t.db, [
      {
        email: 'presupuesto@test.feria.ar',
        password: PASSWORD,
        firstName: 'Pre',
        lastName: 'Supuesto',
        roles: ['comprador'],
      },
    ]);
    await run(t);
  } finally {
    await t.close();
  }
}

describe('rate limits of the embedded identity server', () => {
  it('serves certs, discovery, token and login past a spent API budget, which still holds for the API', async () => {
    await withApp({ RATE_LIMIT_MAX: '2' }, async ({ app }) => {
      const api = [];
      for (let i = 0; i < 3; i++) api.push((await app.inject('/api/v1/public/core/rubros')).statusCode);
      expect(api).toEqual([200, 200, 429]);
      for (let i = 0; i < 5; i++) {
        expect((await app.inject(`${OIDC}/certs`)).statusCode).toBe(200);
        expect((await app.inject('/auth/realms/feria/.well-known/openid-configuration')).statusCode).toBe(200);
      }
      const browser = new TestBrowser(app);
      const tokens = await login(browser, 'presupuesto@test.feria.ar');
      const refreshed = await browser.request('POST', `${OIDC}/token`, {
        form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'frontend' },
      });
      expect(refreshed.status).toBe(200);
      expect((await app.inject('/api/v1/public/core/rubros')).statusCode).toBe(429);
    });
  });

  it('RATE_LIMIT_MAX=0 also turns the login forms budget off (benchmarks, browser journeys)', async () => {
    await withApp({ RATE_LIMIT_MAX: '0' }, async ({ app }) => {
      const browser = new TestBrowser(app);
      const { action } = await startLogin(browser);
      for (let i = 0; i < 70; i++) {
        const res = await browser.request('POST', action, {
          form: { email: 'presupuesto@test.feria.ar', password: '' },
        });
        expect(res.status).toBe(200);
      }
    });
  });

  it('recognises the identity paths only', () => {
    for (const url of ['/auth', '/auth/realms/feria/protocol/openid-connect/token', '/auth?x=1'])
      expect(isIdentityRoute(url)).toBe(true);
    for (const url of ['/authx', '/api/auth/x', '/', '/api/v1/public/core/rubros'])
      expect(isIdentityRoute(url)).toBe(false);
  });
});
