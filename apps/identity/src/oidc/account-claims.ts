import type { Account, KoaContextWithOIDC } from 'oidc-provider';
import type { IdentityDb } from '../db/identity-db';
import { findUserById, type UserRow } from '../users/users.repository';
import { nombreCompleto } from '../users/usuarios.service';
import { CLIENT_ID } from '../realm';

/** Standard claims of a user, with Keycloak's names (docs/producto/entidades.md "Login token claims read"). */
export function profileClaims(user: UserRow) {
  return {
    sub: user.id,
    preferred_username: user.username,
    email: user.email,
    // True once the link of the verification e-mail was opened (decision 034).
    email_verified: user.email_verified === true,
    given_name: user.first_name,
    family_name: user.last_name,
    name: nombreCompleto(user),
  };
}

/**
 * oidc-provider's `findAccount`: a disabled or deleted user has no account, so its refresh
 * tokens and silent logins stop working at once.
 */
export function findAccount(db: IdentityDb) {
  return async (_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> => {
    const user = await findUserById(db, sub);
    if (!user?.enabled) return undefined;
    return { accountId: user.id, claims: () => profileClaims(user) };
  };
}

interface TokenLike {
  accountId?: string | undefined;
  sessionUid?: string | undefined;
  clientId?: string | undefined;
}

/**
 * Claims keycloak-js and the API read from the access token (docs/producto/entidades.md, docs/producto/roles.md#permisos): `sid` for the
 * session iframe, `azp`, `typ`, and the realm roles, read fresh from the users table so a role
 * change applies at the next refresh.
 */
export function extraTokenClaims(db: IdentityDb) {
  return async (_ctx: KoaContextWithOIDC, token: TokenLike) => {
    const user = token.accountId ? await findUserById(db, token.accountId) : undefined;
    if (!user) return undefined;
    const { sub: _sub, ...claims } = profileClaims(user);
    return {
      ...claims,
      typ: 'Bearer',
      azp: token.clientId ?? CLIENT_ID,
      ...(token.sessionUid ? { sid: token.sessionUid } : {}),
      realm_access: { roles: user.roles },
    };
  };
}
