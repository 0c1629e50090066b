import { sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { queryOne, type IdentityDb } from '../db/identity-db';
import { parseJson } from '../keys/key-store';
import { ACCOUNT_CHANGES_CHANNEL } from '../users/account-state';
import { textArray } from '../users/users.repository';

/** Models that hang off a grant and go when the grant is revoked (as in oidc-provider's memory adapter). */
const GRANTABLE = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
];

/**
 * oidc-provider adapter over `identity.oidc_models`: sessions, grants, codes, refresh tokens and
 * interactions survive restarts and are shared by every API instance.
 */
export function postgresAdapter(db: IdentityDb) {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? sql`now() + make_interval(secs => ${expiresIn})` : sql`NULL`;
      const accountId = payload.accountId ?? payload.session?.accountId ?? null;
      await db.execute(sql`
        INSERT INTO identity.oidc_models (model, id, payload, grant_id, uid, user_code, account_id, expires_at)
        VALUES (${this.model}, ${id}, ${JSON.stringify(payload)}::jsonb, ${payload.grantId ?? null}, ${payload.uid ?? null},
                ${payload.userCode ?? null}, ${accountId}, ${expiresAt})
        ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid,
          user_code = EXCLUDED.user_code, account_id = EXCLUDED.account_id, expires_at = EXCLUDED.expires_at`);
    }

    find(id: string) {
      return this.findWhere(sql`id = ${id}`);
    }

    findByUid(uid: string) {
      return this.findWhere(sql`uid = ${uid}`);
    }

    findByUserCode(userCode: string) {
      return this.findWhere(sql`user_code = ${userCode}`);
    }

    async consume(id: string): Promise<void> {
      await db.execute(
        sql`UPDATE identity.oidc_models SET consumed_at = now() WHERE model = ${this.model} AND id = ${id}`,
      );
    }

    async destroy(id: string): Promise<void> {
      if (this.model === 'Session') {
        // A logout: API instances that cached this session as alive hear it at once.
        await db.execute(sql`
          WITH gone AS (DELETE FROM identity.oidc_models WHERE model = 'Session' AND id = ${id} RETURNING account_id)
          SELECT pg_notify(${ACCOUNT_CHANGES_CHANNEL}, account_id) FROM gone WHERE account_id IS NOT NULL`);
        return;
      }
      await db.execute(sql`DELETE FROM identity.oidc_models WHERE model = ${this.model} AND id = ${id}`);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.execute(
        sql`DELETE FROM identity.oidc_models WHERE grant_id = ${grantId} AND model = ANY(${textArray(GRANTABLE)})`,
      );
    }

    private async findWhere(condition: ReturnType<typeof sql>): Promise<AdapterPayload | undefined> {
      const row = await queryOne<{ payload: AdapterPayload | string; consumed: number | string | null }>(
        db,
        sql`SELECT payload, extract(epoch FROM consumed_at)::bigint AS consumed FROM identity.oidc_models
            WHERE model = ${this.model} AND ${condition} AND (expires_at IS NULL OR expires_at > now())`,
      );
      if (!row) return undefined;
      const payload = parseJson(row.payload);
      return row.consumed === null ? payload : { ...payload, consumed: Number(row.consumed) };
    }
  };
}

/** Expired rows are never read again (find filters them); this keeps the table small. */
export async function purgeExpired(db: IdentityDb): Promise<void> {
  await db.execute(sql`DELETE FROM identity.oidc_models WHERE expires_at < now() - interval '1 hour'`);
}
