import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emprendimientos } from '../db/schema';
import { seedDemo } from './demo';
import { upsertReferenceData } from './reference';

export interface SeedOptions {
  /** SEED_DEMO: insert the demo marketplace when there is no emprendimiento yet. */
  demo: boolean;
  /** DATA_DIR, where the demo images are written (uploads/demo). */
  dataDir: string;
  log?: (message: string) => void;
}

/** Reference data always; the demo marketplace only into an empty marketplace. */
export async function seed(db: Database, opts: SeedOptions): Promise<{ demoSeeded: boolean }> {
  await upsertReferenceData(db);
  if (!opts.demo) return { demoSeeded: false };
  const [row] = await db.select({ n: count() }).from(emprendimientos);
  if ((row?.n ?? 0) > 0) return { demoSeeded: false };
  opts.log?.('Cargando el marketplace de demostración…');
  await seedDemo(db, opts.dataDir);
  // PGlite has no autovacuum: give the planner statistics for the new rows.
  await db.execute(sql`analyze`);
  return { demoSeeded: true };
}

export { seedDemo, demoOwnerId } from './demo';
export { upsertReferenceData } from './reference';
export { seedBulk } from './bulk';
