import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryOne, type IdentityDb } from '../db/identity-db';

// Single-use e-mail links (decision 034): only the SHA-256 of the token is stored.

export type TipoAccion = 'reset' | 'verify';
export const DURACION_MS: Record<TipoAccion, number> = { reset: 30 * 60_000, verify: 7 * 24 * 3_600_000 };

const huella = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link token for the user. Only the newest link of an account and kind works: issuing one
 * spends every earlier unused one (an old reset mail, forwarded or left in a shared inbox, must not
 * open the account after a newer one was sent), in the same statement as the insert.
 */
export async function crearAccion(
  db: IdentityDb,
  userId: string,
  tipo: TipoAccion,
  ahora = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`
    WITH anteriores AS (
      UPDATE identity.email_actions SET used_at = now() WHERE user_id = ${userId} AND kind = ${tipo} AND used_at IS NULL
    )
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

/**
 * Uses the token (once, atomically): its user, or undefined if unknown, used or expired. Every other
 * unused link of the same account and kind is spent with it (links issued in the same instant, or
 * before this rule existed).
 */
export async function usarAccion(db: IdentityDb, token: string, tipo: TipoAccion): Promise<string | undefined> {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const row = await queryOne<{ user_id: string }>(
    db,
    sql`WITH usada AS (
          UPDATE identity.email_actions SET used_at = now()
          WHERE token_hash = ${huella(token)} AND kind = ${tipo} AND used_at IS NULL AND expires_at > now()
          RETURNING user_id
        ), otras AS (
          UPDATE identity.email_actions SET used_at = now()
          WHERE user_id IN (SELECT user_id FROM usada) AND kind = ${tipo} AND used_at IS NULL AND token_hash <> ${huella(token)}
        )
        SELECT user_id FROM usada`,
  );
  return row?.user_id;
}
