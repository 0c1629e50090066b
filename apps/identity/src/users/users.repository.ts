import { sql, type SQL } from 'drizzle-orm';
import type { Rol } from '@feria/contracts';
import { queryOne, queryRows, type IdentityDb } from '../db/identity-db';

export interface UserRow {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  roles: string[];
  enabled: boolean;
  failed_logins: number;
  locked_until: Date | string | null;
  created_at: Date | string;
}

export interface NewUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  roles: readonly Rol[];
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** drizzle expands a JS array into a parameter list; a text[] needs ARRAY[...] instead. */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`ARRAY[]::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

export const findUserById = (db: IdentityDb, id: string) =>
  queryOne<UserRow>(db, sql`SELECT * FROM identity.users WHERE id = ${id}`);

export const findUserByEmail = (db: IdentityDb, email: string) =>
  queryOne<UserRow>(db, sql`SELECT * FROM identity.users WHERE email = ${normalizeEmail(email)}`);

/** Inserts the user; answers false when the e-mail (or id) is already taken. */
export async function insertUser(db: IdentityDb, user: NewUser): Promise<boolean> {
  const email = normalizeEmail(user.email);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO identity.users (id, email, username, first_name, last_name, password_hash, roles)
        VALUES (${user.id}, ${email}, ${email}, ${user.firstName.trim()}, ${user.lastName.trim()}, ${user.passwordHash}, ${textArray(user.roles)})
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 5;

/** Counts a failed password; the fifth in a row locks the account for five minutes. */
export async function recordFailedLogin(db: IdentityDb, id: string): Promise<void> {
  await db.execute(sql`
    UPDATE identity.users SET
      failed_logins = CASE WHEN failed_logins + 1 >= ${LOCK_AFTER_FAILURES} THEN 0 ELSE failed_logins + 1 END,
      locked_until = CASE WHEN failed_logins + 1 >= ${LOCK_AFTER_FAILURES}
        THEN now() + make_interval(mins => ${LOCK_MINUTES}) ELSE locked_until END
    WHERE id = ${id}`);
}

export async function recordSuccessfulLogin(db: IdentityDb, id: string): Promise<void> {
  await db.execute(sql`UPDATE identity.users SET failed_logins = 0, locked_until = NULL WHERE id = ${id}`);
}

export function isLocked(user: UserRow, now = new Date()): boolean {
  return user.locked_until !== null && new Date(user.locked_until).getTime() > now.getTime();
}
