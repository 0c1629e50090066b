import { sql } from 'drizzle-orm';
import type { IdentityDb } from '../db/identity-db';

/**
 * Ends every session of an account and revokes its grants and refresh tokens ("existing
 * sessions end"). The adapter stores the owner of each model in `account_id`, and
 * grant-bound models (codes, refresh tokens) also go with their grant.
 */
export async function revokeAccount(db: IdentityDb, accountId: string): Promise<void> {
  await db.execute(sql`
    DELETE FROM identity.oidc_models
    WHERE account_id = ${accountId}
       OR grant_id IN (SELECT id FROM identity.oidc_models WHERE model = 'Grant' AND account_id = ${accountId})`);
}
