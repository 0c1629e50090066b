import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { queryOne, type IdentityDb } from '../db/identity-db';

export interface IdentityKeys {
  /** Private signing keys (RS256) for oidc-provider. */
  jwks: { keys: JWK[] };
  /** Keys that sign oidc-provider's cookies (keygrip). */
  cookieKeys: string[];
}

const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e'] as const;

/**
 * Loads the signing and cookie keys, generating them on first use. They live in PostgreSQL so
 * a restart (or another instance) keeps signing with the same keys and accepts the same cookies.
 */
export async function loadKeys(db: IdentityDb): Promise<IdentityKeys> {
  const jwks = await loadOrCreate(db, 'jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' }] };
  });
  const cookieKeys = await loadOrCreate(db, 'cookies', async () => [
    randomBytes(32).toString('base64url'),
    randomBytes(32).toString('base64url'),
  ]);
  return { jwks, cookieKeys };
}

/** Public half of the signing keys, for in-process token verification by the API. */
export async function getPublicJwks(db: IdentityDb): Promise<{ keys: JWK[] }> {
  const { jwks } = await loadKeys(db);
  return {
    keys: jwks.keys.map((key) => {
      const pub: JWK = {};
      for (const member of PUBLIC_MEMBERS) if (key[member] !== undefined) pub[member] = key[member];
      return pub;
    }),
  };
}

async function loadOrCreate<T>(db: IdentityDb, kind: string, create: () => Promise<T>): Promise<T> {
  const found = await queryOne<{ value: T }>(db, sql`SELECT value FROM identity.keys WHERE kind = ${kind}`);
  if (found) return parseJson(found.value);
  const value = await create();
  // Two instances starting together: the first insert wins and both read it back.
  await db.execute(
    sql`INSERT INTO identity.keys (kind, value) VALUES (${kind}, ${JSON.stringify(value)}::jsonb) ON CONFLICT DO NOTHING`,
  );
  const stored = await queryOne<{ value: T }>(db, sql`SELECT value FROM identity.keys WHERE kind = ${kind}`);
  if (!stored) throw new Error(`identity: no se pudieron guardar las claves ${kind}`);
  return parseJson(stored.value);
}

/** node-postgres parses jsonb; some drivers hand back the text. */
export function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
