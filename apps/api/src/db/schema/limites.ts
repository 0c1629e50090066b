import { index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';

/**
 * The request counters of the rate limits, shared by every API instance on this database
 * (modules/limites, decision 089): one row per key (a client's address, or a limit's own key) and
 * window. UNLOGGED in the migration: a crash may lose the counts of the last minute, never data.
 */
export const limitesSolicitudes = appSchema.table(
  'limites_solicitudes',
  {
    clave: text('clave').primaryKey(),
    cuenta: integer('cuenta').notNull(),
    /** When this window ends: the next request after it starts a new one at 1. */
    vence: timestamp('vence', { withTimezone: true }).notNull(),
  },
  (t) => [index('limites_solicitudes_vence_idx').on(t.vence)],
);
