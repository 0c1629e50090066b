// The generated catalogue of `npm run bench` part 1 (run in a child process: bench/aparte.ts).
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, seed, seedBulk } from '@feria/api/tooling';

/** Migrates the PGlite data dir or the PostgreSQL database and fills it with `shops` × `productsPerShop` generated products; returns how many. */
export async function prepararCatalogo(
  target: { pgliteDir: string } | { databaseUrl: string },
  dataDir: string,
  shops: number,
  productsPerShop: number,
): Promise<number> {
  const t = performance.now();
  const handle = await openDatabase(target);
  try {
    await migrateDatabase(handle);
    await seed(handle.db, { demo: false, dataDir });
    const n = await seedBulk(handle.db, { shops, productsPerShop });
    await handle.db.execute(sql`analyze`);
    console.log(
      `  catálogo generado: ${n.products} productos en ${n.shops} tiendas (${Math.round(performance.now() - t)} ms)`,
    );
    return n.products;
  } finally {
    await handle.close();
  }
}
