import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Rol } from '@feria/contracts';
import type { IdentityDb } from '../db/identity-db';
import { textArray } from '../users/users.repository';

export interface TestSession {
  accountId: string;
  roles: readonly Rol[];
  /** The `sid` the test's access token carries (oidc-provider's session uid). */
  sid: string;
}

const SESSION_TTL_SECONDS = 36_000;

/**
 * For tests that sign their own access tokens: makes the account and the session such a token
 * names exist, as a real login would have left them. The account is created when missing (no
 * usable password) and given the token's roles; a disabled account stays disabled.
 */
export async function ensureTestSession(db: IdentityDb, s: TestSession): Promise<void> {
  const email = `prueba+${createHash('sha256').update(s.accountId).digest('hex').slice(0, 16)}@tokens.feria.ar`;
  await db.execute(sql`
    INSERT INTO identity.users (id, email, username, first_name, last_name, password_hash, roles)
    VALUES (${s.accountId}, ${email}, ${email}, 'Prueba', 'Token', '!', ${textArray(s.roles)})
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`UPDATE identity.users SET roles = ${textArray(s.roles)} WHERE id = ${s.accountId}`);
  const payload = JSON.stringify({
    uid: s.sid,
    accountId: s.accountId,
    loginTs: Math.floor(Date.now() / 1000),
    kind: 'Session',
  });
  await db.execute(sql`
    INSERT INTO identity.oidc_models (model, id, payload, uid, account_id, expires_at)
    VALUES ('Session', ${`test:${s.sid}`}, ${payload}::jsonb, ${s.sid}, ${s.accountId}, now() + make_interval(secs => ${SESSION_TTL_SECONDS}))
    ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, uid = EXCLUDED.uid,
      account_id = EXCLUDED.account_id, expires_at = EXCLUDED.expires_at`);
}
