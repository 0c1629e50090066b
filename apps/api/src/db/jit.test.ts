import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

// Decision 092: the API's PostgreSQL connections run without JIT (a filtered search at a million
// products spent most of its time compiling). PGlite has no JIT: nothing to check there.
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL connections', () => {
  it('run with JIT off', async () => {
    const h = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
    try {
      const r = (await h.db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] };
      expect(r.rows[0]?.jit).toBe('off');
    } finally {
      await h.close();
    }
  });
});
