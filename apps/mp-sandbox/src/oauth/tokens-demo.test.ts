import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OAuthToken } from '../mp-types';
import { PRIMER_VENDEDOR_DEMO, VENDEDORES_DEMO } from '../sandbox-account';
import { authorizationUrl, autorizar, bearer, pedirToken } from '../testing/oauth';
import { buildSandboxApp, crearPreferencia } from '../testing/sandbox-app';
import { openTestDb, vaciar, type TestDb } from '../testing/test-db';
import { emitirTokensDemo } from './tokens-demo';

let handle: TestDb;
let app: FastifyInstance;
const reloj = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  handle = await openTestDb();
  app = await buildSandboxApp(handle.db, { ahora: () => reloj });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});
beforeEach(() => vaciar(handle.db));

describe('the demo sellers (docs/producto/demo.md#cobros)', () => {
  it('issue tokens that collect for their own account and refresh like any other', async () => {
    const t = await emitirTokensDemo(handle.db, 2, { ahora: reloj });
    expect(t.userId).toBe(PRIMER_VENDEDOR_DEMO + 2);
    expect(t.expiresIn).toBe(180 * 24 * 60 * 60);
    const pref = await crearPreferencia(app, {}, undefined, bearer(t.accessToken));
    expect(pref.collector_id).toBe(PRIMER_VENDEDOR_DEMO + 2);

    const res = await pedirToken(app, { grant_type: 'refresh_token', refresh_token: t.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json<OAuthToken>().user_id).toBe(PRIMER_VENDEDOR_DEMO + 2);
  });

  it('are distinct accounts, one per demo shop', async () => {
    const ids = [];
    for (let n = 0; n < VENDEDORES_DEMO; n++) ids.push((await emitirTokensDemo(handle.db, n, { ahora: reloj })).userId);
    expect(new Set(ids).size).toBe(VENDEDORES_DEMO);
    await expect(emitirTokensDemo(handle.db, VENDEDORES_DEMO, { ahora: reloj })).rejects.toThrow();
  });

  it('are not offered on the authorization page, nor accepted from it', async () => {
    const page = await app.inject({ method: 'GET', url: authorizationUrl() });
    expect(page.body).toContain('VENDEDOR_PRUEBA_1');
    expect(page.body).not.toContain('VENDEDOR_DEMO');
    const { status } = await autorizar(app, { user_id: String(PRIMER_VENDEDOR_DEMO) });
    expect(status).toBe(400);
  });
});
