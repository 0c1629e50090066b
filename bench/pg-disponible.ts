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
