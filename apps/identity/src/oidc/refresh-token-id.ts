import { randomBytes } from 'node:crypto';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * keycloak-js decodes the refresh token as a JWT ("Unable to decode token" otherwise), so its
 * id is JWT-shaped: header.payload.random. It is still an opaque storage key (never verified as a
 * JWT by anyone); 256 random bits make it unguessable.
 */
export function jwtShapedTokenId(claims: {
  sub?: string | undefined;
  sid?: string | undefined;
  azp?: string | undefined;
}): string {
  const header = encode({ alg: 'none', typ: 'Refresh' });
  const payload = encode({ typ: 'Refresh', iat: Math.floor(Date.now() / 1000), ...claims });
  return `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
}
