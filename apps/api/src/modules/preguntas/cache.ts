import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { CANAL_CACHE_PUBLICO } from '../../lib/cache-publico';

/**
 * Public reads show questions (the product's payload and list, the shop's answer time): a change
 * tells every instance's public cache that the shop's entries are stale, at commit (decision 046).
 * app.preguntas has no trigger for it, so the change says it itself, inside its transaction.
 */
export async function avisarCachePublico(tx: Database, emprendimientoId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CANAL_CACHE_PUBLICO}, ${emprendimientoId})`);
}
