import { sql } from 'drizzle-orm';
import { bigserial, check, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { ventas } from './ventas';

/**
 * The order chat (modules/chat): one thread per order between its buyer and its shop's owner.
 * Plain text up to 2,000 characters; `leido_en` is set when the other side reads it.
 */
export const ventaMensajes = appSchema.table(
  'venta_mensajes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ventaId: uuid('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    autorUserId: text('autor_user_id').notNull(),
    /** 'comprador' or 'vendedor'. */
    autorRol: text('autor_rol').notNull(),
    texto: text('texto').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    leidoEn: timestamp('leido_en', { withTimezone: true }),
  },
  (t) => [
    index('venta_mensajes_venta_idx').on(t.ventaId, t.id),
    check('venta_mensajes_rol_check', sql`${t.autorRol} in ('comprador', 'vendedor')`),
    check('venta_mensajes_largo_check', sql`char_length(${t.texto}) between 1 and 2000`),
  ],
);
