import { pgSchema } from 'drizzle-orm/pg-core';

/** The marketplace's own Postgres schema (ARCHITECTURE.md: identity and mp_sandbox live apart). */
export const appSchema = pgSchema('app');
