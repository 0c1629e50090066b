import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OAuthToken, Preference } from '../mp-types';
import { CLIENT_ID } from '../sandbox-account';
import {
  authorizationUrl,
  autorizar,
  bearer,
  codigoPara,
  conectarVendedor,
  pedirToken,
  REDIRECT_URI,
  VENDEDOR_1,
  VENDEDOR_2,
} from '../testing/oauth';
import { buildSandboxApp, crearPreferencia, PREFIX } from '../testing/sandbox-app';
import { openTestDb, vaciar, type TestDb } from '../testing/test-db';
import { challengeDe } from './pkce';

let handle: TestDb;
let app: FastifyInstance;
/** The sandbox's clock, moved by the tests (codes and tokens expire by it). */
let reloj = new Date('2026-11-20T12:00:00Z');
const avanzar = (ms: number) => (reloj = new Date(reloj.getTime() + ms));
const MINUTO = 60_000;
const DIA = 24 * 60 * MINUTO;

beforeAll(async () => {
  handle = await openTestDb();
  app = await buildSandboxApp(handle.db, { ahora: () => reloj });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});
beforeEach(() => vaciar(handle.db));

const canjear = (code: string, extra: Record<string, string> = {}) =>
  pedirToken(app, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, ...extra });
const invalidGrant = { error: 'invalid_grant', status: 400, cause: [], message: expect.any(String) };

describe('GET /authorization', () => {
  it('shows a Spanish test page with the seller accounts, Autorizar and Cancelar', async () => {
    const res = await app.inject({ method: 'GET', url: authorizationUrl() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.body).toContain('<html lang="es-AR">');
    expect(res.body).toContain('Entorno de prueba — no es Mercado Pago real');
    for (const nick of ['VENDEDOR_PRUEBA_1', 'VENDEDOR_PRUEBA_2', 'VENDEDOR_PRUEBA_3'])
      expect(res.body).toContain(nick);
    expect(res.body).toContain('<legend>Elegí la cuenta de prueba que se conecta</legend>');
    expect(res.body).toMatch(/<button[^>]*value="autorizar"[^>]*>Autorizar<\/button>/);
    expect(res.body).toMatch(/<button[^>]*value="cancelar"[^>]*>Cancelar<\/button>/);
    expect(res.body).toContain(`value="${REDIRECT_URI}"`);
  });

  it('refuses an unknown client_id or an unregistered redirect_uri on the page, without redirecting', async () => {
    const pedidos: Record<string, string>[] = [
      { client_id: '999' },
      { redirect_uri: 'https://otro.example/volver' },
      { redirect_uri: '' },
    ];
    for (const extra of pedidos) {
      const res = await app.inject({ method: 'GET', url: authorizationUrl(extra) });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('No se puede autorizar');
    }
  });

  it.each([
    ['response_type is not code', { response_type: 'token' }, 'unsupported_response_type'],
    ['state is missing', { state: '' }, 'invalid_request'],
    [
      'the PKCE method is not S256',
      { code_challenge: challengeDe('v'.repeat(43)), code_challenge_method: 'plain' },
      'invalid_request',
    ],
    ['the PKCE challenge is malformed', { code_challenge: 'corto', code_challenge_method: 'S256' }, 'invalid_request'],
  ])('sends the browser back with an error when %s', async (_name, extra, error) => {
    const res = await app.inject({ method: 'GET', url: authorizationUrl(extra) });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe(error);
  });
});

describe('POST /authorization', () => {
  it('Cancelar sends the browser back with error=access_denied and the state', async () => {
    const { status, location } = await autorizar(app, { accion: 'cancelar' });
    expect(status).toBe(302);
    expect(location?.searchParams.get('error')).toBe('access_denied');
    expect(location?.searchParams.get('state')).toBe('estado-123');
    expect(location?.searchParams.has('code')).toBe(false);
  });

  it('refuses an account that is not a test seller', async () => {
    const { status, location } = await autorizar(app, { user_id: '1234567890' });
    expect(status).toBe(400);
    expect(location).toBeUndefined();
  });
});

describe('the OAuth round trip', () => {
  it('authorizes a seller, exchanges the code (JSON) for its token, and the token creates its preferences', async () => {
    const { status, location } = await autorizar(app, { user_id: String(VENDEDOR_2) });
    expect(status).toBe(302);
    expect(`${location?.origin}${location?.pathname}`).toBe(REDIRECT_URI);
    expect(location?.searchParams.get('state')).toBe('estado-123');
    const code = location?.searchParams.get('code') ?? '';
    expect(code).toMatch(/^TG-[0-9a-f]+-2481000002$/);

    const res = await canjear(code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const token = res.json<OAuthToken>();
    expect(Object.keys(token).sort()).toEqual([
      'access_token',
      'expires_in',
      'live_mode',
      'public_key',
      'refresh_token',
      'scope',
      'token_type',
      'user_id',
    ]);
    expect(token).toEqual({
      access_token: expect.stringMatching(new RegExp(`^TEST-${CLIENT_ID}-\\d{6}-[0-9a-f]{32}-2481000002$`)),
      token_type: 'bearer',
      expires_in: 15_552_000,
      scope: 'offline_access read write',
      user_id: VENDEDOR_2,
      refresh_token: expect.stringMatching(/^TG-[0-9a-f]+-2481000002$/),
      public_key: 'TEST-5f1c2a8e-0b6d-4e2f-9a41-7c3d8e1b2a02',
      live_mode: false,
    });

    const pref = await crearPreferencia(app, {}, undefined, bearer(token));
    expect(pref.collector_id).toBe(VENDEDOR_2);
    expect(pref.id.startsWith(`${VENDEDOR_2}-`)).toBe(true);
    expect(pref.client_id).toBe(CLIENT_ID);
  });

  it('takes the token request form-urlencoded too', async () => {
    const code = await codigoPara(app);
    const res = await pedirToken(app, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI }, true);
    expect(res.statusCode).toBe(200);
    expect(res.json<OAuthToken>().user_id).toBe(VENDEDOR_1);
  });

  it('refuses a wrong client_secret or an unknown grant_type', async () => {
    const code = await codigoPara(app);
    const mal = await pedirToken(app, {
      client_secret: 'otro',
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toMatchObject({ error: 'invalid_client', status: 400, cause: [] });
    const grant = await pedirToken(app, { grant_type: 'password' });
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type', status: 400 });
    expect((await canjear(code)).statusCode).toBe(200); // a refused client did not use the code up
  });
});

describe('authorization codes', () => {
  it('work once: the second exchange is invalid_grant', async () => {
    const code = await codigoPara(app);
    expect((await canjear(code)).statusCode).toBe(200);
    const again = await canjear(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidGrant);
  });

  it('are valid 10 minutes', async () => {
    const vigente = await codigoPara(app);
    const vencido = await codigoPara(app);
    avanzar(10 * MINUTO - 1000);
    expect((await canjear(vigente)).statusCode).toBe(200);
    avanzar(2000);
    const res = await canjear(vencido);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidGrant);
  });

  it('need the redirect_uri they were issued for', async () => {
    const code = await codigoPara(app);
    const res = await canjear(code, { redirect_uri: `${REDIRECT_URI}/otra` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...invalidGrant, message: expect.stringContaining('redirect_uri') });
  });

  it('with a PKCE challenge need its verifier: right one works, wrong or missing one does not', async () => {
    const verifier = 'verificador-de-prueba-0123456789-abcdefghijklmnop';
    const pkce = { code_challenge: challengeDe(verifier), code_challenge_method: 'S256' };
    expect((await app.inject({ method: 'GET', url: authorizationUrl(pkce) })).body).toContain(
      `name="code_challenge" value="${pkce.code_challenge}"`,
    );
    const bien = await canjear(await codigoPara(app, VENDEDOR_1, pkce), { code_verifier: verifier });
    expect(bien.statusCode).toBe(200);
    const mal = await canjear(await codigoPara(app, VENDEDOR_1, pkce), { code_verifier: `${verifier}x` });
    expect(mal.json()).toMatchObject({ ...invalidGrant, message: expect.stringContaining('code_verifier') });
    const sin = await canjear(await codigoPara(app, VENDEDOR_1, pkce));
    expect(sin.json()).toMatchObject(invalidGrant);
  });
});

describe('refresh tokens', () => {
  it('rotate: the refresh gives a new pair and the old refresh token stops working', async () => {
    const primero = await conectarVendedor(app, VENDEDOR_1);
    const res = await pedirToken(app, { grant_type: 'refresh_token', refresh_token: primero.refresh_token });
    expect(res.statusCode).toBe(200);
    const segundo = res.json<OAuthToken>();
    expect(segundo).toMatchObject({ user_id: VENDEDOR_1, token_type: 'bearer', scope: 'offline_access read write' });
    expect(segundo.access_token).not.toBe(primero.access_token);
    expect(segundo.refresh_token).not.toBe(primero.refresh_token);

    const viejo = await pedirToken(app, { grant_type: 'refresh_token', refresh_token: primero.refresh_token });
    expect(viejo.statusCode).toBe(400);
    expect(viejo.json()).toEqual(invalidGrant);
    const nuevo = await pedirToken(app, { grant_type: 'refresh_token', refresh_token: segundo.refresh_token });
    expect(nuevo.statusCode).toBe(200);
    expect((await crearPreferencia(app, {}, undefined, bearer(nuevo.json<OAuthToken>()))).collector_id).toBe(
      VENDEDOR_1,
    );
  });
});

describe('access tokens', () => {
  it('expire: after expires_in every API call answers 401, and a refresh gives a working one', async () => {
    const token = await conectarVendedor(app, VENDEDOR_1);
    const pref = await crearPreferencia(app, {}, undefined, bearer(token));
    avanzar(token.expires_in * 1000 - 1000);
    const get = () =>
      app.inject({ method: 'GET', url: `${PREFIX}/checkout/preferences/${pref.id}`, headers: bearer(token) });
    expect((await get()).statusCode).toBe(200);
    avanzar(2000);
    const llamadas = [
      get(),
      app.inject({ method: 'POST', url: `${PREFIX}/checkout/preferences`, headers: bearer(token), payload: {} }),
      app.inject({ method: 'GET', url: `${PREFIX}/v1/payments/search`, headers: bearer(token) }),
      app.inject({ method: 'POST', url: `${PREFIX}/v1/payments/1/refunds`, headers: bearer(token) }),
    ];
    for (const res of await Promise.all(llamadas)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'invalid_token', error: 'unauthorized', status: 401 });
    }
    const refresh = await pedirToken(app, { grant_type: 'refresh_token', refresh_token: token.refresh_token });
    const nuevo = refresh.json<OAuthToken>();
    const res = await app.inject({
      method: 'GET',
      url: `${PREFIX}/checkout/preferences/${pref.id}`,
      headers: bearer(nuevo),
    });
    expect(res.json<Preference>().collector_id).toBe(VENDEDOR_1);
  });

  it('last what accessTokenTtlSeconds says', async () => {
    const corto = await buildSandboxApp(handle.db, { ahora: () => reloj, oauth: { accessTokenTtlSeconds: 60 } });
    try {
      const code = await codigoPara(corto);
      const res = await pedirToken(corto, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
      expect(res.json<OAuthToken>().expires_in).toBe(60);
      const headers = bearer(res.json<OAuthToken>());
      const search = () => corto.inject({ method: 'GET', url: `${PREFIX}/v1/payments/search`, headers });
      expect((await search()).statusCode).toBe(200);
      avanzar(61_000);
      expect((await search()).statusCode).toBe(401);
    } finally {
      await corto.close();
    }
  });

  it('belong to one seller: another seller neither reads its preferences nor reuses its idempotency keys', async () => {
    avanzar(DIA);
    const uno = await conectarVendedor(app, VENDEDOR_1);
    const dos = await conectarVendedor(app, VENDEDOR_2);
    const a = await crearPreferencia(app, {}, 'misma-clave', bearer(uno));
    const b = await crearPreferencia(app, {}, 'misma-clave', bearer(dos));
    expect(b.id).not.toBe(a.id); // an idempotency key is the account's own
    expect(b.collector_id).toBe(VENDEDOR_2);
    const ajena = await app.inject({
      method: 'GET',
      url: `${PREFIX}/checkout/preferences/${a.id}`,
      headers: bearer(dos),
    });
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json()).toMatchObject({ error: 'PA_UNAUTHORIZED_RESULT_FROM_POLICIES', status: 403 });
  });
});
