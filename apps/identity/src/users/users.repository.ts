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
  email_verified: boolean;
  created_at: Date | string;
}

export interface NewUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  roles: readonly Rol[];
  /** Demo accounts and admin-made ones start verified; a registration waits for its link. */
  emailVerified?: boolean;
  /** Registrations accept the terms (a checkbox); admin-made and demo accounts do not. */
  terminosAceptadosEn?: Date;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
/** Longest e-mail an account can have (RFC 5321 path limit); registration refuses longer ones. */
export const EMAIL_MAX_LENGTH = 254;

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
    sql`INSERT INTO identity.users (id, email, username, first_name, last_name, password_hash, roles, email_verified, terminos_aceptados_en)
        VALUES (${user.id}, ${email}, ${email}, ${user.firstName.trim()}, ${user.lastName.trim()}, ${user.passwordHash}, ${textArray(user.roles)}, ${user.emailVerified ?? false}, ${user.terminosAceptadosEn?.toISOString() ?? null})
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}
