import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityDb } from '../db/identity-db';
import {
  authorizeUrl,
  buildTestApp,
  login,
  OIDC,
  openTestDb,
  ORIGIN,
  pkcePair,
  refresh,
  TestBrowser,
} from '../testing/test-server';

let db: IdentityDb;
let closeDb: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb());
  app = await buildTestApp(db);
});
afterAll(async () => {
  await app.close();
  await closeDb();
});

const FOREIGN = ['http://evil.example', 'null', 'http://localhost:8081', 'https://localhost:8080'];

function preflight(origin: string, host = 'localhost:8080') {
  return app.inject({
    method: 'OPTIONS',
    url: `${OIDC}/token`,
    headers: {
      host,
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
}

describe("web origins: CORS only for the shop's own origins", () => {
  it.each(FOREIGN)(
    'refuses a token request from %s, with no CORS header, and leaves the refresh token usable',
    async (origin) => {
      const browser = new TestBrowser(app);
      const tokens = await login(browser, 'ana@test.feria.ar');
      const res = await browser.request('POST', `${OIDC}/token`, {
        form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'frontend' },
        headers: { origin },
      });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'invalid_request' });
      expect(res.body).not.toContain('access_token');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      // Nothing was consumed: the shop itself can still refresh with it.
      expect((await refresh(browser, tokens.refresh_token)).status).toBe(200);
    },
  );

  it.each(FOREIGN)('answers a preflight from %s without CORS headers', async (origin) => {
    const res = await preflight(origin);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('allows the configured origin and the origin the browser reached the server on', async () => {
    const browser = new TestBrowser(app);
    const tokens = await login(browser, 'ana@test.feria.ar');
    const res = await browser.request('POST', `${OIDC}/token`, {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'frontend' },
      headers: { origin: ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect((await preflight(ORIGIN)).headers['access-control-allow-origin']).toBe(ORIGIN);
    // The SPA served by this process from a LAN address.
    const lan = 'http://192.168.0.5:8080';
    expect((await preflight(lan, '192.168.0.5:8080')).headers['access-control-allow-origin']).toBe(lan);
    expect((await preflight(lan, 'localhost:8080')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('does not take the Origin header as the redirect origin the browser used', async () => {
    const { challenge } = pkcePair();
    const url = authorizeUrl(challenge, { redirect_uri: 'http://evil.example/cb' });
    const res = await new TestBrowser(app).request('GET', url, { headers: { origin: 'http://evil.example' } });
    expect(res.status).toBe(400);
    expect(res.location).toBeUndefined();
  });
});
