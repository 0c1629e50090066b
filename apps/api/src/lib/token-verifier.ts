import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { UsuarioAutenticado } from '@feria/contracts';

export interface TokenVerifierOptions {
  /** Signing keys of the identity server: a remote JWKS, the embedded server's keys, or a test key set. */
  keys: JWTVerifyGetKey;
  /** Public issuer, e.g. http://localhost:8080/auth/realms/feria. */
  issuer: string;
  /** The SPA's client: access tokens name it in `azp`. */
  clientId: string;
  /**
   * Accepted `aud` values (any one). The embedded server's tokens name the API resource; a real
   * Keycloak names an audience only through an audience mapper, so there it is opt-in (OIDC_AUDIENCE).
   */
  audience?: string[] | undefined;
}

/** Why a bearer token was refused; the plugin answers 401 for all of them, 503 for `sin-claves`. */
export class TokenRechazado extends Error {
  constructor(
    readonly motivo: 'invalido' | 'sin-claves',
    cause?: unknown,
  ) {
    super(motivo, { cause });
    this.name = 'TokenRechazado';
  }
}

export type VerificarToken = (token: string) => Promise<UsuarioAutenticado>;

/**
 * Access-token check of docs/arquitectura.md#identidad: RS256 signature by the identity server, issuer,
 * a required expiry (5 s tolerance), the audience when configured, `azp` = our
 * client and `typ` = 'Bearer'. Keycloak and the embedded server both put `typ: 'Bearer'` in access
 * tokens and 'ID'/'Refresh' (or nothing, plus `nonce`) in the others, so this is what refuses an
 * ID or refresh token presented as an access token. The JWT header `typ` is not checked: Keycloak
 * sends 'JWT', oidc-provider 'at+jwt'. Whether the account may still act is the caller's next
 * step (plugins/auth.ts, account state).
 */
export function createTokenVerifier(opts: TokenVerifierOptions): VerificarToken {
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, opts.keys, {
        issuer: opts.issuer,
        algorithms: ['RS256'],
        clockTolerance: 5,
        requiredClaims: ['exp'],
        ...(opts.audience ? { audience: opts.audience } : {}),
      }));
    } catch (err) {
      // Keys that cannot be fetched say nothing about the token: the identity server is unreachable.
      const unreachable = err instanceof errors.JWKSTimeout || !(err instanceof errors.JOSEError);
      throw new TokenRechazado(unreachable ? 'sin-claves' : 'invalido', err);
    }
    if (payload.azp !== opts.clientId || payload.typ !== 'Bearer') throw new TokenRechazado('invalido');
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new TokenRechazado('invalido');
    return usuarioDe(payload as JWTPayload & { sub: string });
  };
}

/** docs/producto/entidades.md "Login token claims read": sub, sid and realm_access.roles (docs/producto/roles.md#permisos), plus name and e-mail. */
function usuarioDe(payload: JWTPayload & { sub: string }): UsuarioAutenticado {
  const realm = payload.realm_access as { roles?: unknown } | undefined;
  const roles = Array.isArray(realm?.roles) ? realm.roles.filter((r): r is string => typeof r === 'string') : [];
  const texto = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return {
    sub: payload.sub,
    sid: texto(payload.sid),
    email: texto(payload.email),
    nombre: texto(payload.given_name) ?? texto(payload.preferred_username),
    roles,
  };
}

const RECARGA_MINIMA_MS = 10_000;

/**
 * Keys read in-process from the embedded identity server (no HTTP round trip to ourselves).
 * Loaded on first use and reloaded when a token names an unknown key id (key rotation, or keys
 * created after the API started), at most every 10 s so forged kids cannot hammer the database.
 */
export function localKeys(load: () => Promise<JSONWebKeySet>): JWTVerifyGetKey {
  let current: { set: ReturnType<typeof createLocalJWKSet>; at: number } | undefined;
  const reload = async () => {
    current = { set: createLocalJWKSet(await load()), at: Date.now() };
    return current.set;
  };
  return async (header, token) => {
    const set = current?.set ?? (await reload());
    try {
      return await set(header, token);
    } catch (err) {
      if (!(err instanceof errors.JWKSNoMatchingKey) || Date.now() - (current?.at ?? 0) < RECARGA_MINIMA_MS) throw err;
      return (await reload())(header, token);
    }
  };
}

/** Remote JWKS of a real Keycloak (or any issuer): jose caches it and refetches on unknown kids. */
export function remoteKeys(url: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(url));
}
