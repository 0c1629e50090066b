import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoAccounts } from '@feria/identity';
import { login, logout, TestBrowser } from '@feria/identity/testing';
import { MENSAJES_PERFIL, type Rol, type UsuarioAdmin } from '@feria/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { LISTEN_APPLICATION_NAME } from '../platform/pg-listen';
import {
  bearer,
  createTestApp,
  cuentaPrueba,
  firmarToken,
  testTokenKeys,
  type TestApp,
  type UsuarioPrueba,
} from '../testing';

// An ended session counts at once (docs/arquitectura.md#sesion-terminada): an access token stays signed for up to 5 minutes, but the API answers by the
// account as it is now. The cache is long here (60 s), so what passes shows invalidation, not expiry.
const ADMIN = '/api/admin/v1/usuarios';
const SELLER = '/api/emprendedor/v1/emprendimientos';
const BUYER = '/api/comprador/v1/compradores';
const TOKEN_INVALIDO = { mensaje: MENSAJES_PERFIL.tokenInvalido, codigo: 'SESION_INVALIDA' };
const SIN_PERMISO = { mensaje: MENSAJES_PERFIL.sinPermiso, codigo: 'SIN_PERMISO' };
const CACHE = { ACCOUNT_STATE_CACHE_SECONDS: '60' };

const usuario = (roles: Rol[]): UsuarioPrueba => ({ sub: randomUUID(), roles });

describe('account state on every request', () => {
  let t: TestApp;
  const jefa = usuario(['admin']);
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty', env: CACHE });
  });
  afterAll(async () => t.close());

  const call = async (token: string, method: 'GET' | 'PATCH', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<unknown>() };
  };
  const porJefa = async (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    call(await t.token(jefa), method, url, payload);

  it("refuses a revoked admin's token on the next request, so it cannot undo its own revocation", async () => {
    const revocado = usuario(['admin']);
    const token = await t.token(revocado);
    expect((await call(token, 'GET', ADMIN)).status).toBe(200);

    expect(
      (await porJefa('PATCH', `${ADMIN}/${revocado.sub}`, { habilitado: false, roles: ['comprador'] })).status,
    ).toBe(200);

    expect(await call(token, 'GET', ADMIN)).toEqual({ status: 401, body: TOKEN_INVALIDO });
    expect(await call(token, 'PATCH', `${ADMIN}/${revocado.sub}`, { habilitado: true, roles: ['admin'] })).toEqual({
      status: 401,
      body: TOKEN_INVALIDO,
    });
    expect((await porJefa('GET', `${ADMIN}/${revocado.sub}`)).body).toMatchObject({
      habilitado: false,
      roles: ['comprador'],
    });
  });

  it('answers a demoted admin 403 on the next request, and a role given back counts without a new token', async () => {
    const degradado = usuario(['admin']);
    const token = await t.token(degradado);
    expect((await call(token, 'GET', ADMIN)).status).toBe(200);
    expect((await call(token, 'GET', `${BUYER}/${degradado.sub}/verificar`)).status).toBe(403);

    expect((await porJefa('PATCH', `${ADMIN}/${degradado.sub}`, { roles: ['comprador'] })).status).toBe(200);
    expect(await call(token, 'GET', ADMIN)).toEqual({ status: 403, body: SIN_PERMISO });
    expect(await call(token, 'PATCH', `${ADMIN}/${degradado.sub}`, { roles: ['admin'] })).toEqual({
      status: 403,
      body: SIN_PERMISO,
    });
    // The token still says admin; the account says comprador, and that is what counts.
    expect((await call(token, 'GET', `${BUYER}/${degradado.sub}/verificar`)).status).toBe(200);

    expect((await porJefa('PATCH', `${ADMIN}/${degradado.sub}`, { roles: ['admin'] })).status).toBe(200);
    expect((await call(token, 'GET', ADMIN)).status).toBe(200);
  });

  it("refuses a disabled user's token at once; enabling the account again does not revive the old session", async () => {
    const vendedor = usuario(['emprendedor']);
    const token = await t.token(vendedor);
    expect((await call(token, 'GET', SELLER)).status).toBe(200);
    expect((await porJefa('PATCH', `${ADMIN}/${vendedor.sub}`, { habilitado: false })).status).toBe(200);
    expect(await call(token, 'GET', SELLER)).toEqual({ status: 401, body: TOKEN_INVALIDO });
    expect((await porJefa('PATCH', `${ADMIN}/${vendedor.sub}`, { habilitado: true })).status).toBe(200);
    expect((await call(token, 'GET', SELLER)).status).toBe(401);
    // A new login (a new session) works again.
    expect((await call(await t.token(vendedor, { claims: { sid: randomUUID() } }), 'GET', SELLER)).status).toBe(200);
  });

  it('refuses a token whose session does not exist, without a sid, or of an unknown account', async () => {
    const vendedor = usuario(['emprendedor']);
    expect((await call(await t.token(vendedor), 'GET', SELLER)).status).toBe(200);
    // Signed by the trusted key but never issued for a session (firmarToken alone creates nothing).
    const otraSesion = await firmarToken(vendedor, { issuer: t.config.oidc.issuer, claims: { sid: randomUUID() } });
    const sinSid = await t.token(vendedor, { claims: { sid: undefined } });
    const desconocido = await firmarToken(usuario(['emprendedor']), { issuer: t.config.oidc.issuer });
    for (const token of [otraSesion, sinSid, desconocido])
      expect(await call(token, 'GET', SELLER)).toEqual({ status: 401, body: TOKEN_INVALIDO });
  });
});

describe('logout through the embedded identity server', () => {
  it('refuses the logged-out session at once on the API, /account and userinfo; other sessions go on', async () => {
    const t = await createTestApp({ seed: 'empty', tokenKeys: 'config', env: CACHE });
    try {
      const cuenta = cuentaPrueba('Lola', ['comprador']);
      await seedDemoAccounts(t.db, [cuenta]);
      const [uno, otro] = [new TestBrowser(t.app), new TestBrowser(t.app)];
      const tokens = await login(uno, cuenta.email, cuenta.password);
      const otra = await login(otro, cuenta.email, cuenta.password);
      const api = async (token: string) =>
        (await t.app.inject({ url: `${BUYER}/${cuenta.id}/verificar`, headers: bearer(token) })).statusCode;
      const account = async (b: TestBrowser, token: string) =>
        (await b.request('GET', '/auth/realms/feria/account', { headers: { authorization: `bearer ${token}` } }))
          .status;
      expect([await api(tokens.access_token), await account(uno, tokens.access_token)]).toEqual([200, 200]);
      expect(await api(otra.access_token)).toBe(200);

      expect(await logout(uno, tokens.id_token)).toBe(303);

      expect([await api(tokens.access_token), await account(uno, tokens.access_token)]).toEqual([401, 401]);
      expect([await api(otra.access_token), await account(otro, otra.access_token)]).toEqual([200, 200]);
    } finally {
      await t.close();
    }
  });
});

describe('several API instances on one database', () => {
  it('a change made through one instance counts on the next request to another (LISTEN/NOTIFY)', async () => {
    const a = await createTestApp({ seed: 'empty', env: CACHE });
    const b = await buildApp({ config: a.config, db: a.db, tokenKeys: testTokenKeys });
    try {
      await b.ready();
      const jefa = usuario(['admin']);
      const vendedor = usuario(['emprendedor']);
      const token = await a.token(vendedor);
      const enB = async () => (await b.inject({ url: SELLER, headers: bearer(token) })).statusCode;
      expect(await enB()).toBe(200); // b caches the state for 60 s

      const res = await a.app.inject({
        method: 'PATCH',
        url: `${ADMIN}/${vendedor.sub}`,
        headers: await a.auth(jefa),
        payload: { roles: ['comprador'] },
      });
      expect(res.json<UsuarioAdmin>().roles).toEqual(['comprador']);
      // PGlite delivers the notification before the change returns; PostgreSQL a few ms later.
      await vi.waitFor(async () => expect(await enB()).toBe(403), { timeout: 2000, interval: 20 });

      await a.app.inject({
        method: 'PATCH',
        url: `${ADMIN}/${vendedor.sub}`,
        headers: await a.auth(jefa),
        payload: { habilitado: false },
      });
      await vi.waitFor(async () => expect(await enB()).toBe(401), { timeout: 2000, interval: 20 });
    } finally {
      await b.close();
      await a.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'reads every time while the LISTEN connection is down, and listens again (PostgreSQL)',
    async () => {
      const t = await createTestApp({ seed: 'empty', env: CACHE });
      try {
        const vendedor = usuario(['emprendedor']);
        const token = await t.token(vendedor);
        const status = async () => (await t.app.inject({ url: SELLER, headers: bearer(token) })).statusCode;
        expect(await status()).toBe(200);
        await t.db.execute(
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${LISTEN_APPLICATION_NAME}`,
        );
        // A change no notification announces (the listener is gone): it must count anyway.
        await t.db.execute(
          sql`UPDATE identity.users SET roles = ARRAY['comprador']::text[] WHERE id = ${vendedor.sub}`,
        );
        await vi.waitFor(async () => expect(await status()).toBe(403), { timeout: 2000, interval: 20 });
        // Listening again (and caching again); an admin's change still counts at once.
        await vi.waitFor(
          async () => {
            const rows = await t.db.execute(
              sql`SELECT 1 FROM pg_stat_activity WHERE application_name = ${LISTEN_APPLICATION_NAME}`,
            );
            expect((rows as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
          },
          { timeout: 5000, interval: 50 },
        );
        const res = await t.app.inject({
          method: 'PATCH',
          url: `${ADMIN}/${vendedor.sub}`,
          headers: await t.auth(usuario(['admin'])),
          payload: { roles: ['emprendedor'] },
        });
        expect(res.statusCode).toBe(200);
        expect(await status()).toBe(200);
      } finally {
        await t.close();
      }
    },
  );
});
