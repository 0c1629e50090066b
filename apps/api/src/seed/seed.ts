import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contarEmprendimientos } from '../modules/emprendimientos/emprendimientos.queries';
import { insertCompradores, seedDemo } from './demo';
import type { ShopImages } from './demo-images';
import type { CobrosDemo } from './demo-cobros';
import { referenceIds, upsertReferenceData } from '../modules/referencias/referencias.queries';

export interface SeedOptions {
  /** SEED_DEMO: insert the demo marketplace when there is no emprendimiento yet. */
  demo: boolean;
  /** DATA_DIR, where the demo images are written (uploads/demo). */
  dataDir: string;
  log?: (message: string) => void;
  /**
   * The demo pictures' URLs when they are drawn after the load (main.ts, dibujosDiferidos): the
   * demo is stored with them and nothing is drawn here. Default: every picture drawn before loading.
   */
  imagenes?: () => ShopImages[];
  /** With the embedded sandbox, the demo shops start connected to Mercado Pago (docs/producto/demo.md#cobros). */
  cobros?: CobrosDemo;
}

/** Reference data always; the demo marketplace only into an empty marketplace. */
export async function seed(db: Database, opts: SeedOptions): Promise<{ demoSeeded: boolean }> {
  await upsertReferenceData(db);
  if (!opts.demo) return { demoSeeded: false };
  if ((await contarEmprendimientos(db)) > 0) {
    // A demo marketplace loaded before the buyer profiles existed gets them now.
    if ((await contarEmprendimientos(db, { demo: true })) > 0) await insertCompradores(db, await referenceIds(db));
    return { demoSeeded: false };
  }
  opts.log?.('Cargando el marketplace de demostración…');
  await seedDemo(db, opts.dataDir, undefined, opts.imagenes?.(), opts.cobros);
  // PGlite has no autovacuum: give the planner statistics for the new rows.
  await db.execute(sql`analyze`);
  return { demoSeeded: true };
}

export { seedDemo, demoOwnerId } from './demo';
export { upsertReferenceData } from '../modules/referencias/referencias.queries';
export { seedBulk } from './bulk';
export { cobrosDemoDe, cobrosDemoDeSandbox, type CobrosDemo } from './demo-cobros';
