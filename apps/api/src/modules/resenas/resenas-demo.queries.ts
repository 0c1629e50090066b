import type { Database } from '../../db/client';
import { resenas } from '../../db/schema';
import type { NuevaResena } from './resenas.queries';

// The demo's reviews (decision 064), written through this module like every review.

/** Many verified reviews in one statement (the demo marketplace's load); their ids, in order. */
export async function insertarResenasDemo(db: Database, filas: readonly NuevaResena[]): Promise<string[]> {
  if (filas.length === 0) return [];
  const ids = await db
    .insert(resenas)
    .values([...filas])
    .returning({ id: resenas.id });
  return ids.map((r) => r.id);
}
