import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityDb } from '../db/identity-db';
import { usuariosService } from '../users/usuarios.service';
import { logout } from '../testing/logout';
import { buildTestApp, login, OIDC, openTestDb, TestBrowser } from '../testing/test-server';

// An ended session counts at once (docs/arquitectura.md#sesion-terminada): an access token stays signed and unexpired for up to 5 minutes after its session
// ends; /account and /userinfo answer by the session, not by the signature alone.
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

const perfil = (browser: TestBrowser, token: string) =>
  Promise.all([
    browser.request('GET', '/auth/realms/feria/account', {
      headers: { authorization: `bearer ${token}`, accept: 'application/json' },
    }),
    browser.request('GET', `${OIDC}/userinfo`, { headers: { authorization: `Bearer ${token}` } }),
  ]).then((r) => r.map((x) => x.status));

describe('/account and /userinfo after the session ends', () => {
  it('refuse the access token of a session that logged out, and keep serving another session', async () => {
    const browser = new TestBrowser(app);
    const otroNavegador = new TestBrowser(app);
    const tokens = await login(browser, 'ana@test.feria.ar');
    const otra = await login(otroNavegador, 'ana@test.feria.ar');
    expect(await perfil(browser, tokens.access_token)).toEqual([200, 200]);
    expect(await logout(browser, tokens.id_token)).toBe(303);
    expect(await perfil(browser, tokens.access_token)).toEqual([401, 401]);
    expect(await perfil(otroNavegador, otra.access_token)).toEqual([200, 200]);
  });

  it('refuse the access token of an account disabled by an admin', async () => {
    const browser = new TestBrowser(app);
    const tokens = await login(browser, 'ana@test.feria.ar');
    expect(await perfil(browser, tokens.access_token)).toEqual([200, 200]);
    expect((await usuariosService(db).actualizar('user-ana', { habilitado: false }, 'user-admin')).ok).toBe(true);
    expect(await perfil(browser, tokens.access_token)).toEqual([401, 401]);
    // Enabled again, the old token stays dead: its session was ended with the disable.
    expect((await usuariosService(db).actualizar('user-ana', { habilitado: true }, 'user-admin')).ok).toBe(true);
    expect(await perfil(browser, tokens.access_token)).toEqual([401, 401]);
  });
});
