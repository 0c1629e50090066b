import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type IdentityDb } from './identity-db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies `migrations/*.sql` in name order, each once, inside one transaction per file, and
 * records it in `identity.migrations`. Identity keeps its own history so the API's drizzle
 * migrations and this schema evolve independently.
 */
export async function migrateIdentity(db: IdentityDb): Promise<void> {
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS identity`);
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS identity.migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  for (const name of files) {
    const text = await readFile(`${MIGRATIONS_DIR}${name}`, 'utf8');
    await db.transaction(async (tx) => {
      // Serialises concurrent starts (several API instances on one PostgreSQL).
      await tx.execute(sql`LOCK TABLE identity.migrations IN EXCLUSIVE MODE`);
      const done = await queryRows<{ name: string }>(tx, sql`SELECT name FROM identity.migrations WHERE name = ${name}`);
      if (done.length > 0) return;
      for (const statement of splitStatements(text)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO identity.migrations (name) VALUES (${name})`);
    });
  }
}

/** Our migration files hold plain statements separated by `;` at line ends (no functions). */
function splitStatements(text: string): string[] {
  return text
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);
}
