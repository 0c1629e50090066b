import { sql, type SQL } from 'drizzle-orm';
import { queryOne, type IdentityDb } from '../db/identity-db';

/**
 * PostgreSQL channel told the id of every account whose state changed (enabled, roles, a session
 * ended). API instances LISTEN on it to drop what they cached about that account.
 */
export const ACCOUNT_CHANGES_CHANNEL = 'feria_identity_accounts';

/** `SELECT pg_notify(...)`: inside a transaction it is sent at commit, and only if it commits. */
export const notifyAccountChange = (accountId: string): SQL =>
  sql`SELECT pg_notify(${ACCOUNT_CHANGES_CHANNEL}, ${accountId})`;

export interface AccountState {
  enabled: boolean;
  /** Current realm roles, as the users table holds them now (not as a token says). */
  roles: string[];
  /** Whether the oidc-provider session named by the token's `sid` still exists for this account. */
  sessionActive: boolean;
}

/**
 * What a bearer token's subject may do now: the account's enabled flag and roles, and whether
 * the token's session (`sid` = oidc-provider's session uid) has not been logged out or expired.
 * Undefined when the account does not exist. One indexed query (users pk, oidc_models (model, uid)).
 */
export async function accountState(
  db: IdentityDb,
  accountId: string,
  sid: string | undefined,
): Promise<AccountState | undefined> {
  const row = await queryOne<{ enabled: boolean; roles: string[]; session_active: boolean }>(
    db,
    sql`SELECT u.enabled, u.roles, ${sid === undefined ? sql`false` : sessionExists(accountId, sid)} AS session_active
        FROM identity.users u WHERE u.id = ${accountId}`,
  );
  return row ? { enabled: row.enabled, roles: row.roles, sessionActive: row.session_active } : undefined;
}

const sessionExists = (accountId: string, sid: string) => sql`EXISTS (
  SELECT 1 FROM identity.oidc_models s
  WHERE s.model = 'Session' AND s.uid = ${sid} AND s.account_id = ${accountId}
    AND (s.expires_at IS NULL OR s.expires_at > now()))`;
