import { count, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emprendimientos } from '../db/schema';
import { insertCompradores, seedDemo } from './demo';
import { referenceIds, upsertReferenceData } from './reference';
import { DEMO_OWNER_PREFIX } from '../lib/demo-owner';

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
  if ((row?.n ?? 0) > 0) {
    // A demo marketplace loaded before the buyer profiles existed gets them now.
    const [demo] = await db.select({ n: count() }).from(emprendimientos).where(like(emprendimientos.ownerUserId, `${DEMO_OWNER_PREFIX}%`));
    if ((demo?.n ?? 0) > 0) await insertCompradores(db, await referenceIds(db));
    return { demoSeeded: false };
  }
  opts.log?.('Cargando el marketplace de demostración…');
  await seedDemo(db, opts.dataDir);
  // PGlite has no autovacuum: give the planner statistics for the new rows.
  await db.execute(sql`analyze`);
  return { demoSeeded: true };
}

export { seedDemo, demoOwnerId } from './demo';
export { upsertReferenceData } from './reference';
export { seedBulk } from './bulk';
