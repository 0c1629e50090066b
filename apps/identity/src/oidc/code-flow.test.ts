import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityDb } from '../db/identity-db';
import { getPublicJwks } from '../keys/key-store';
import {
  authorizeUrl,
  buildTestApp,
  decodeJwt,
  exchangeCode,
  follow,
  formAction,
  fragmentParams,
  ISSUER,
  login,
  OIDC,
  openTestDb,
  ORIGIN,
  pkcePair,
  refresh,
  TestBrowser,
  type Tokens,
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

const parse = (body: string) => JSON.parse(body) as Record<string, unknown>;

describe('authorization code flow with PKCE (keycloak-js, docs/producto/identidad.md#autenticacion)', () => {
  it('issues a signed JWT access token with the claims keycloak-js and the API read', async () => {
    const browser = new TestBrowser(app);
    const tokens = await login(browser, 'ana@test.feria.ar');
    expect(tokens.expires_in).toBe(300);

    const keys = createLocalJWKSet(await getPublicJwks(db));
    const { payload } = await jwtVerify(tokens.access_token, keys, { issuer: ISSUER, algorithms: ['RS256'] });
    expect(payload).toMatchObject({
      sub: 'user-ana',
      azp: 'frontend',
      typ: 'Bearer',
      preferred_username: 'ana@test.feria.ar',
      email: 'ana@test.feria.ar',
      given_name: 'Ana',
      realm_access: { roles: ['comprador'] },
    });
    expect(typeof payload.sid).toBe('string');
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');

    // The session iframe compares the token's sid with KEYCLOAK_SESSION's third segment.
    expect(browser.cookies.get('KEYCLOAK_SESSION')?.value).toBe(`feria/user-ana/${String(payload.sid)}`);
    expect(browser.cookies.get('KEYCLOAK_SESSION')?.path).toBe('/auth/realms/feria/');

    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({
      sub: 'user-ana',
      nonce: 'n0nce',
      aud: 'frontend',
      iss: ISSUER,
      email: 'ana@test.feria.ar',
    });
    // keycloak-js decodes the refresh token as a JWT.
    expect(decodeJwt(tokens.refresh_token)).toMatchObject({ typ: 'Refresh', azp: 'frontend', sid: payload.sid });
  });

  it('rotates refresh tokens; reusing an old one fails and revokes the grant', async () => {
    const browser = new TestBrowser(app);
    const first = await login(browser, 'ana@test.feria.ar');
    const res = await refresh(browser, first.refresh_token);
    expect(res.status).toBe(200);
    const second = parse(res.body) as unknown as Tokens;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).sub).toBe('user-ana');
    expect(second.id_token).toBeTruthy();

    const reuse = await refresh(browser, first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(parse(reuse.body).error).toBe('invalid_grant');
    expect((await refresh(browser, second.refresh_token)).status).toBe(400);
  });

  it('answers /account and /userinfo to a bearer token (scheme in any case) and refuses others', async () => {
    const browser = new TestBrowser(app);
    const { access_token: at, id_token: idToken } = await login(browser, 'ana@test.feria.ar');
    const account = await browser.request('GET', '/auth/realms/feria/account', {
      headers: { authorization: `bearer ${at}`, accept: 'application/json' },
    });
    expect(account.status).toBe(200);
    expect(parse(account.body)).toMatchObject({
      id: 'user-ana',
      username: 'ana@test.feria.ar',
      email: 'ana@test.feria.ar',
      firstName: 'Ana',
      lastName: 'Paz',
    });

    const info = await browser.request('GET', `${OIDC}/userinfo`, { headers: { authorization: `Bearer ${at}` } });
    expect(parse(info.body)).toMatchObject({ sub: 'user-ana', given_name: 'Ana', family_name: 'Paz' });

    for (const authorization of [
      '',
      'Bearer nope',
      `Bearer ${idToken}`,
      `Basic ${at}`,
      `Bearer ${at.slice(0, -4)}AAAA`,
    ]) {
      const res = await browser.request('GET', '/auth/realms/feria/account', {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status, authorization.slice(0, 12)).toBe(401);
    }
  });

  it('refuses authorization requests without PKCE S256 or with a foreign redirect', async () => {
    const browser = new TestBrowser(app);
    const { challenge, verifier } = pkcePair();
    const cases: [string, Record<string, string>][] = [
      ['plain', { code_challenge: verifier, code_challenge_method: 'plain' }],
      ['missing', { code_challenge: '', code_challenge_method: '' }],
    ];
    for (const [name, extra] of cases) {
      const url = authorizeUrl(challenge, extra)
        .replace(/&code_challenge=(&|$)/, '$1')
        .replace(/&code_challenge_method=(&|$)/, '$1');
      const res = await follow(browser, await browser.request('GET', url));
      expect(res.location, name).toBeDefined();
      expect(fragmentParams(res.location!).get('error'), name).toBe('invalid_request');
    }
    const foreign = await browser.request(
      'GET',
      authorizeUrl(challenge, { redirect_uri: 'https://evil.example/post-login' }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.location).toBeUndefined();
    expect(foreign.body).toContain('No pudimos continuar');
  });

  it('refuses a code exchanged with the wrong verifier', async () => {
    const browser = new TestBrowser(app);
    const { challenge } = pkcePair();
    const page = await follow(browser, await browser.request('GET', authorizeUrl(challenge)));
    const done = await follow(
      browser,
      await browser.request('POST', formAction(page.body), {
        form: { email: 'ana@test.feria.ar', password: 'FeriaTest2026!' },
      }),
    );
    const code = fragmentParams(done.location!).get('code')!;
    const res = await exchangeCode(browser, code, pkcePair().verifier);
    expect(res.status).toBe(400);
    expect(parse(res.body).error).toBe('invalid_grant');
  });

  it('check-sso without a session answers login_required and clears a stale KEYCLOAK_SESSION', async () => {
    const browser = new TestBrowser(app);
    browser.cookies.set('KEYCLOAK_SESSION', { value: 'feria/user-ana/old', path: '/auth/realms/feria/' });
    const res = await browser.request('GET', authorizeUrl(pkcePair().challenge, { prompt: 'none' }));
    expect(fragmentParams(res.location!).get('error')).toBe('login_required');
    expect(browser.cookies.has('KEYCLOAK_SESSION')).toBe(false);
  });

  it('check-sso with a session signs in silently', async () => {
    const browser = new TestBrowser(app);
    await login(browser, 'ana@test.feria.ar');
    const { challenge, verifier } = pkcePair();
    const res = await browser.request('GET', authorizeUrl(challenge, { prompt: 'none' }));
    const code = fragmentParams(res.location!).get('code');
    expect(code).toBeTruthy();
    expect((await exchangeCode(browser, code!, verifier)).status).toBe(200);
  });

  it('logs out without confirmation, honours post_logout_redirect_uri and ends the refresh token', async () => {
    const browser = new TestBrowser(app);
    const tokens = await login(browser, 'ana@test.feria.ar');
    const redirect = `${ORIGIN}/`;
    const query = new URLSearchParams({
      client_id: 'frontend',
      post_logout_redirect_uri: redirect,
      id_token_hint: tokens.id_token,
    });
    const page = await browser.request('GET', `${OIDC}/logout?${query.toString()}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('/auth/realms/feria/resources/logout.js');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    const done = await browser.request('POST', formAction(page.body), { form: { xsrf: xsrf!, logout: 'yes' } });
    expect(done.status).toBe(303);
    expect(done.location).toBe(redirect);
    expect(browser.cookies.has('KEYCLOAK_SESSION')).toBe(false);
    expect((await refresh(browser, tokens.refresh_token)).status).toBe(400);
  });
});

describe('Keycloak endpoints keycloak-js calls', () => {
  it('serves discovery with the Keycloak layout', async () => {
    const res = await new TestBrowser(app).request('GET', '/auth/realms/feria/.well-known/openid-configuration');
    expect(parse(res.body)).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/protocol/openid-connect/auth`,
      token_endpoint: `${ISSUER}/protocol/openid-connect/token`,
      end_session_endpoint: `${ISSUER}/protocol/openid-connect/logout`,
      jwks_uri: `${ISSUER}/protocol/openid-connect/certs`,
      userinfo_endpoint: `${ISSUER}/protocol/openid-connect/userinfo`,
      code_challenge_methods_supported: ['S256'],
    });
    const certs = parse((await new TestBrowser(app).request('GET', `${OIDC}/certs`)).body) as {
      keys: Record<string, unknown>[];
    };
    expect(certs.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(certs.keys[0]).not.toHaveProperty('d');
  });

  it('login-status iframe init answers 204 only for the frontend client and an allowed origin', async () => {
    const browser = new TestBrowser(app);
    const init = (clientId: string, origin: string) =>
      browser.request(
        'GET',
        `${OIDC}/login-status-iframe.html/init?client_id=${clientId}&origin=${encodeURIComponent(origin)}`,
      );
    expect((await init('frontend', ORIGIN)).status).toBe(204);
    expect((await init('frontend', 'https://evil.example')).status).toBe(403);
    expect((await init('otro', ORIGIN)).status).toBe(403);
    const page = await browser.request('GET', `${OIDC}/login-status-iframe.html`);
    expect(page.body).toContain('/auth/realms/feria/resources/login-status-iframe.js');
    const script = await browser.request('GET', '/auth/realms/feria/resources/login-status-iframe.js');
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('serves both third-party cookie check pages with external scripts', async () => {
    const browser = new TestBrowser(app);
    for (const step of ['step1', 'step2']) {
      const res = await browser.request('GET', `${OIDC}/3p-cookies/${step}.html`);
      expect(res.status).toBe(200);
      expect(res.body).toContain(`/auth/realms/feria/resources/3p-${step}.js`);
      expect(res.body).not.toMatch(/<script>/);
    }
  });

  it('registrations leads to the registration page with the same request', async () => {
    const browser = new TestBrowser(app);
    const { challenge } = pkcePair();
    const res = await browser.request('GET', authorizeUrl(challenge).replace('/auth?', '/registrations?'));
    expect(res.status).toBe(302);
    expect(res.location).toContain('/protocol/openid-connect/auth?');
    expect(res.location).toContain('kc_register=1');
    const page = await follow(browser, res);
    expect(page.body).toContain('Crear cuenta');
    expect(page.body).toContain('¿Qué querés hacer en Feria?');
  });
});
