import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';

/**
 * The outbox of domain events (modules/eventos, docs/producto/eventos.md): a row per fact, written
 * in the transaction of the change it tells, so an event exists exactly when the change does. The
 * dispatcher (a job of the persistent queue) runs the reactions of each row and stamps it.
 */
export const eventosDominio = appSchema.table(
  'eventos_dominio',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tipo: text('tipo').notNull(),
    datos: jsonb('datos').notNull().$type<Record<string, unknown>>(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    /** When every reaction ran (null: still to dispatch). */
    despachadoEn: timestamp('despachado_en', { withTimezone: true }),
  },
  (t) => [
    index('eventos_dominio_pendientes_idx')
      .on(t.id)
      .where(sql`despachado_en is null`),
  ],
);

/** Reactions already run, one row per (event, reaction): a retried dispatch runs each reaction once. */
export const eventosReacciones = appSchema.table(
  'eventos_reacciones',
  {
    eventoId: bigint('evento_id', { mode: 'number' }).notNull(),
    reaccion: text('reaccion').notNull(),
    hechaEn: timestamp('hecha_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventoId, t.reaccion] })],
);
