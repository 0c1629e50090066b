import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { CLIENT_ID } from '../realm';

/**
 * Verifies a bearer access token issued by this server, for /account and /userinfo. The scheme
 * is matched case-insensitively: keycloak-js sends `bearer`. ID tokens are refused (no typ Bearer).
 */
export function accessTokenVerifier(issuer: string, jwks: JSONWebKeySet) {
  const keys = createLocalJWKSet(jwks);
  return async (authorization: string | undefined): Promise<(JWTPayload & { sub: string }) | undefined> => {
    const match = /^bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(authorization?.trim() ?? '');
    if (!match?.[1]) return undefined;
    try {
      const { payload } = await jwtVerify(match[1], keys, { issuer, algorithms: ['RS256'], clockTolerance: 5 });
      if (payload.azp !== CLIENT_ID || payload.typ !== 'Bearer' || typeof payload.sub !== 'string') return undefined;
      return payload as JWTPayload & { sub: string };
    } catch {
      return undefined;
    }
  };
}
