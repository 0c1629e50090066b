import { sql } from 'drizzle-orm';
import type { Rol } from '@feria/contracts';
import { queryRows, type IdentityDb } from '../db/identity-db';
import { hashPassword } from './passwords';
import { insertUser, normalizeEmail, textArray } from './users.repository';

export interface DemoAccount {
  /** Fixed id, e.g. `demo:<email>` so the demo shops stay linked to their owners. */
  id?: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: Rol[];
}

/** Creates the demo accounts that do not exist yet (by id or e-mail); existing ones are left alone. */
export async function seedDemoAccounts(db: IdentityDb, cuentas: DemoAccount[]): Promise<void> {
  if (cuentas.length === 0) return;
  const emails = cuentas.map((c) => normalizeEmail(c.email));
  const ids = cuentas.map((c) => c.id ?? '');
  const existing = await queryRows<{ id: string; email: string }>(
    db,
    sql`SELECT id, email FROM identity.users WHERE email = ANY(${textArray(emails)}) OR id = ANY(${textArray(ids)})`,
  );
  const taken = new Set(existing.flatMap((r) => [r.id, r.email]));
  for (const cuenta of cuentas) {
    if (taken.has(normalizeEmail(cuenta.email)) || (cuenta.id && taken.has(cuenta.id))) continue;
    await insertUser(db, {
      id: cuenta.id ?? crypto.randomUUID(),
      email: cuenta.email,
      firstName: cuenta.firstName,
      lastName: cuenta.lastName,
      passwordHash: await hashPassword(cuenta.password),
      roles: cuenta.roles,
      emailVerified: true,
    });
  }
}
