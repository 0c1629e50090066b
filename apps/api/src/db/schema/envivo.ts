import { bigserial, index, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';

/**
 * What each signed-in user is told live (modules/envivo): new orders, status changes, chat
 * messages. The id is the Server-Sent Events id: a client reconnecting with `Last-Event-ID` gets
 * every later row; other API instances learn of new rows through PostgreSQL NOTIFY.
 */
export const eventosUsuario = appSchema.table(
  'eventos_usuario',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    tipo: text('tipo').notNull(),
    datos: jsonb('datos').notNull().$type<Record<string, unknown>>(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('eventos_usuario_user_idx').on(t.userId, t.id)],
);
