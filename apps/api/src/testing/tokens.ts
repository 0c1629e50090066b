import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Rol } from '@feria/contracts';
import { EMBEDDED_AUDIENCE } from '../config';

/**
 * Access tokens for API tests, in the identity server's format (RS256, `typ: 'Bearer'`, `aud` the
 * API resource, `azp: 'frontend'`, `sid`, `realm_access.roles`), signed with a key made for the
 * test run. The app under test trusts that key through buildApp's `tokenKeys`; the verification
 * code is the real one.
 */
export interface UsuarioPrueba {
  sub: string;
  roles: Rol[];
  email?: string;
  nombre?: string;
}

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

const KID = 'feria-test-key';
let pair: Promise<{ keys: KeyPair; getKey: JWTVerifyGetKey }> | undefined;

async function claves() {
  pair ??= (async () => {
    const keys = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    return { keys, getKey: createLocalJWKSet({ keys: [jwk] }) };
  })();
  return pair;
}

/** Key set for buildApp's `tokenKeys` in tests. */
export const testTokenKeys: JWTVerifyGetKey = async (header, token) => (await claves()).getKey(header, token);

export interface FirmaOpciones {
  issuer: string;
  /** Claims to add or override (`azp`, `typ`, `exp`...); undefined values remove the claim. */
  claims?: Record<string, unknown>;
  /** Another key (a forged token) or header fields. */
  privateKey?: CryptoKey;
  kid?: string;
  expiresInSec?: number;
}

/** The session a token for `usuario` names, unless `claims` override it. */
export const sidDe = (usuario: UsuarioPrueba, claims?: Record<string, unknown>): string | undefined =>
  claims && 'sid' in claims ? (typeof claims.sid === 'string' ? claims.sid : undefined) : `sid-${usuario.sub}`;

export async function firmarToken(usuario: UsuarioPrueba, opts: FirmaOpciones): Promise<string> {
  const { keys } = await claves();
  const now = Math.floor(Date.now() / 1000);
  const payload: JWTPayload = {
    sub: usuario.sub,
    sid: sidDe(usuario),
    aud: EMBEDDED_AUDIENCE,
    azp: 'frontend',
    typ: 'Bearer',
    scope: 'openid',
    email: usuario.email ?? `${usuario.sub.replace(/[^a-z0-9]/gi, '')}@prueba.feria.ar`,
    given_name: usuario.nombre ?? 'Prueba',
    preferred_username: usuario.email ?? usuario.sub,
    realm_access: { roles: usuario.roles },
    iat: now,
    exp: now + (opts.expiresInSec ?? 300),
    ...opts.claims,
  };
  for (const [k, v] of Object.entries(payload)) if (v === undefined) delete payload[k];
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? KID, typ: 'at+jwt' })
    .setIssuer(opts.issuer)
    .sign(opts.privateKey ?? keys.privateKey);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
