import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryOne, type IdentityDb } from '../db/identity-db';

// Single-use e-mail links (decision 034): only the SHA-256 of the token is stored.

export type TipoAccion = 'reset' | 'verify';
export const DURACION_MS: Record<TipoAccion, number> = { reset: 30 * 60_000, verify: 7 * 24 * 3_600_000 };

const huella = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link token for the user (older unused ones of the same kind stay valid until they expire). */
export async function crearAccion(db: IdentityDb, userId: string, tipo: TipoAccion, ahora = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`
    INSERT INTO identity.email_actions (token_hash, user_id, kind, expires_at)
    VALUES (${huella(token)}, ${userId}, ${tipo}, ${new Date(ahora.getTime() + DURACION_MS[tipo])})`);
  return token;
}

/** The user of a token still usable (unused, not expired), without using it. */
export async function accionVigente(db: IdentityDb, token: string, tipo: TipoAccion): Promise<string | undefined> {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const row = await queryOne<{ user_id: string }>(
    db,
    sql`SELECT user_id FROM identity.email_actions WHERE token_hash = ${huella(token)} AND kind = ${tipo} AND used_at IS NULL AND expires_at > now()`,
  );
  return row?.user_id;
}

/** Uses the token (once, atomically): its user, or undefined if unknown, used or expired. */
export async function usarAccion(db: IdentityDb, token: string, tipo: TipoAccion): Promise<string | undefined> {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const row = await queryOne<{ user_id: string }>(
    db,
    sql`UPDATE identity.email_actions SET used_at = now()
        WHERE token_hash = ${huella(token)} AND kind = ${tipo} AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
  );
  return row?.user_id;
}
