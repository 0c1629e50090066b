import { sql } from 'drizzle-orm';
import { generateKeyPair, importJWK, UnsecuredJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_RESOURCE, getPublicJwks } from '@feria/identity';
import { MENSAJES, MENSAJES_PERFIL } from '@feria/contracts';
import { queryRows } from '../db/sql';
import { bearer, createTestApp, type TestApp, type UsuarioPrueba } from '../testing';

// Bearer-token checks of plugins/auth.ts through a real guarded route.
const URL = '/api/emprendedor/v1/emprendimientos';
const vendedor: UsuarioPrueba = { sub: 'c5a1e3f0-1111-4a2b-9c3d-000000000001', roles: ['emprendedor'] };
const NO_AUTENTICADO = { mensaje: MENSAJES_PERFIL.noAutenticado, codigo: 'NO_AUTENTICADO' };
const TOKEN_INVALIDO = { mensaje: MENSAJES_PERFIL.tokenInvalido, codigo: 'SESION_INVALIDA' };

describe('auth: bearer tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());

  const get = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers });
    return { status: res.statusCode, body: res.json<unknown>(), headers: res.headers };
  };

  it('accepts a valid access token, with the scheme in any case (keycloak-js sends "bearer")', async () => {
    const token = await t.token(vendedor);
    expect((await get(bearer(token))).status).toBe(200);
    expect((await get({ authorization: `bearer ${token}` })).status).toBe(200);
    expect((await get({ authorization: `BEARER  ${token}` })).status).toBe(200);
  });

  it('answers 401 NO_AUTENTICADO without a token or with another scheme', async () => {
    for (const headers of [{}, { authorization: 'Basic dXNlcjpwYXNz' }, { authorization: 'Bearer' }] as Record<
      string,
      string
    >[]) {
      const res = await get(headers);
      expect(res).toMatchObject({ status: 401, body: NO_AUTENTICADO });
      expect(res.headers['www-authenticate']).toContain('Bearer');
    }
  });

  it('answers 403 SIN_PERMISO to a valid token without the required role', async () => {
    for (const roles of [['comprador'], ['admin'], []] as UsuarioPrueba['roles'][]) {
      const res = await get(await t.auth({ sub: vendedor.sub, roles }));
      expect(res).toEqual({
        status: 403,
        body: { mensaje: MENSAJES_PERFIL.sinPermiso, codigo: 'SIN_PERMISO' },
        headers: expect.anything(),
      });
    }
  });

  it('refuses an unsigned token (alg none)', async () => {
    const payload = { sub: vendedor.sub, azp: 'frontend', typ: 'Bearer', realm_access: { roles: ['emprendedor'] } };
    const none = new UnsecuredJWT(payload)
      .setIssuer(t.config.oidc.issuer)
      .setIssuedAt()
      .setExpirationTime('5m')
      .encode();
    expect(await get(bearer(none))).toMatchObject({ status: 401, body: TOKEN_INVALIDO });
    // Same claims, signature stripped from a real token.
    const [h, p] = (await t.token(vendedor)).split('.');
    expect((await get(bearer(`${h}.${p}.`))).status).toBe(401);
  });

  it('refuses a token signed by another key, even with our key id', async () => {
    const otra = await generateKeyPair('RS256');
    expect(await get(bearer(await t.token(vendedor, { privateKey: otra.privateKey })))).toMatchObject({
      status: 401,
      body: TOKEN_INVALIDO,
    });
    expect((await get(bearer(await t.token(vendedor, { privateKey: otra.privateKey, kid: 'otra' })))).status).toBe(401);
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const [h, p, s] = (await t.token({ ...vendedor, roles: ['comprador'] })).split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const forjado = Buffer.from(JSON.stringify({ ...claims, realm_access: { roles: ['emprendedor'] } })).toString(
      'base64url',
    );
    expect((await get(bearer(`${h}.${forjado}.${s}`))).status).toBe(401);
  });

  it('refuses an expired token, allowing 5 s of clock skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await get(bearer(await t.token(vendedor, { claims: { iat: now - 400, exp: now - 60 } })))).status).toBe(
      401,
    );
    expect((await get(bearer(await t.token(vendedor, { claims: { iat: now - 300, exp: now - 2 } })))).status).toBe(200);
  });

  it('refuses a token without expiry', async () => {
    expect(await get(bearer(await t.token(vendedor, { claims: { exp: undefined } })))).toMatchObject({
      status: 401,
      body: TOKEN_INVALIDO,
    });
  });

  it("requires the embedded server's audience, the API resource, by default", async () => {
    expect(t.config.oidc.audience).toEqual([API_RESOURCE]);
    for (const aud of [undefined, 'account', 'otra-api', ['account']]) {
      expect((await get(bearer(await t.token(vendedor, { claims: { aud } })))).status, JSON.stringify(aud)).toBe(401);
    }
    expect((await get(bearer(await t.token(vendedor, { claims: { aud: ['account', API_RESOURCE] } })))).status).toBe(
      200,
    );
  });

  it('refuses another client (azp), another issuer and a token without subject', async () => {
    expect(await get(bearer(await t.token(vendedor, { claims: { azp: 'otro-cliente' } })))).toMatchObject({
      status: 401,
    });
    expect(await get(bearer(await t.token(vendedor, { claims: { azp: undefined } })))).toMatchObject({ status: 401 });
    expect(
      await get(bearer(await t.token(vendedor, { issuer: 'http://malicioso.example/auth/realms/feria' }))),
    ).toMatchObject({ status: 401 });
    expect(await get(bearer(await t.token(vendedor, { claims: { sub: undefined } })))).toMatchObject({ status: 401 });
  });

  it('refuses an ID token or a refresh token used as an access token', async () => {
    // Keycloak's ID token: typ 'ID', aud and azp = the client, nonce. oidc-provider's: no typ, nonce, at_hash.
    const keycloakId = await t.token(vendedor, { claims: { typ: 'ID', aud: 'frontend', nonce: 'n-0S6_WzA2Mj' } });
    const oidcId = await t.token(vendedor, {
      claims: { typ: undefined, aud: 'frontend', nonce: 'n-0S6_WzA2Mj', at_hash: 'x' },
    });
    const refresh = await t.token(vendedor, { claims: { typ: 'Refresh' } });
    for (const token of [keycloakId, oidcId, refresh])
      expect(await get(bearer(token))).toMatchObject({ status: 401, body: TOKEN_INVALIDO });
  });

  it('does not run validation or reveal anything before authentication', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: { nombre: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NO_AUTENTICADO);
  });
});

describe('auth: audience with a real Keycloak (OIDC_AUDIENCE)', () => {
  /** Status of a token naming each audience, on an app that trusts a (real) Keycloak. */
  const conAudiencias = async (env: Record<string, string>, auds: unknown[]) => {
    const t = await createTestApp({ seed: 'empty', env: { IDENTITY_EMBEDDED: 'false', ...env } });
    try {
      const statuses: number[] = [];
      for (const aud of auds)
        statuses.push(
          (await t.app.inject({ url: URL, headers: bearer(await t.token(vendedor, { claims: { aud } })) })).statusCode,
        );
      return statuses;
    } finally {
      await t.close();
    }
  };

  it('checks the configured audiences, any one of them', async () => {
    const auds = ['feria-api', ['account', 'feria-api-2'], API_RESOURCE, undefined];
    expect(await conAudiencias({ OIDC_AUDIENCE: 'feria-api, feria-api-2' }, auds)).toEqual([200, 200, 401, 401]);
  });

  it('without OIDC_AUDIENCE accepts Keycloak tokens that name no audience (azp is still checked)', async () => {
    expect(await conAudiencias({}, [undefined, 'account'])).toEqual([200, 200]);
  });
});

describe('auth: key sources', () => {
  it('verifies tokens of the embedded identity server with its keys read in-process', async () => {
    const t = await createTestApp({ seed: 'empty', tokenKeys: 'config' });
    try {
      const { keys } = await getPublicJwks(t.db);
      const [row] = await queryRows<{ value: { keys: JWK[] } | string }>(
        t.db,
        sql`select value from identity.keys where kind = 'jwks'`,
      );
      const value = typeof row!.value === 'string' ? (JSON.parse(row!.value) as { keys: JWK[] }) : row!.value;
      const privada = value.keys[0]!;
      expect(keys[0]!.kid).toBe(privada.kid);
      expect(keys[0]).not.toHaveProperty('d');
      const privateKey = (await importJWK(privada, 'RS256')) as CryptoKey;
      const token = await t.token(vendedor, { privateKey, kid: privada.kid! });
      expect((await t.app.inject({ url: URL, headers: bearer(token) })).statusCode).toBe(200);
      // Our test key is not one of the identity server's.
      expect((await t.app.inject({ url: URL, headers: await t.auth(vendedor) })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the configured JWKS cannot be fetched', async () => {
    const t = await createTestApp({
      seed: 'empty',
      tokenKeys: 'config',
      env: { OIDC_JWKS_URL: 'http://127.0.0.1:9/certs' },
    });
    try {
      const res = await t.app.inject({ url: URL, headers: await t.auth(vendedor) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ mensaje: MENSAJES.servicioNoDisponible, codigo: 'NO_DISPONIBLE' });
    } finally {
      await t.close();
    }
  });
});
