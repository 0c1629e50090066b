import pg from 'pg';

/** Whether a PostgreSQL answers at `url` (within 2 s): the bench parts on PostgreSQL are skipped, with a message, when not. */
export async function pgDisponible(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh database `name` next to `url`'s (any earlier one of that name dropped first), so a bench
 * never touches the data it was pointed at; `drop()` removes it at the end.
 */
export async function baseNueva(url: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
