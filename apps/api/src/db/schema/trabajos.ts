import { bigserial, index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { appSchema } from './app-schema';

/**
 * The persistent job queue (modules/trabajos): everything that must happen later — reservation
 * expiry, payment notifications, e-mails — is a row here, written in the transaction of the change
 * that causes it, claimed by a worker with FOR UPDATE SKIP LOCKED, retried with backoff.
 */
export const trabajos = appSchema.table(
  'trabajos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tipo: text('tipo').notNull(),
    datos: jsonb('datos').notNull().$type<Record<string, unknown>>(),
    /** pendiente → hecho, or fallido after the last attempt. */
    estado: text('estado').notNull().default('pendiente'),
    ejecutarEn: timestamp('ejecutar_en', { withTimezone: true }).notNull().defaultNow(),
    intentos: integer('intentos').notNull().default(0),
    maxIntentos: integer('max_intentos').notNull().default(8),
    /** A claimed job is invisible to other workers until then (a crashed worker's job comes back). */
    bloqueadoHasta: timestamp('bloqueado_hasta', { withTimezone: true }),
    ultimoError: text('ultimo_error'),
    /** Optional: at most one pending or done job per key (e.g. one expiry per order). */
    clave: text('clave'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    terminadoEn: timestamp('terminado_en', { withTimezone: true }),
  },
  (t) => [
    index('trabajos_pendientes_idx')
      .on(t.ejecutarEn)
      .where(sql`estado = 'pendiente'`),
    uniqueIndex('trabajos_clave_unique').on(t.clave),
  ],
);
