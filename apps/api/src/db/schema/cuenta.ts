import { sql } from 'drizzle-orm';
import { check, index, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';

/**
 * Account deletion requests (modules/cuenta, docs/producto/datos-personales.md#baja): one live
 * request per user, done by a job. `email` and `roles` are kept as they were when asked, so an
 * admin still sees whose account went after the identity row is disabled.
 */
export const bajasCuenta = appSchema.table(
  'bajas_cuenta',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    email: text('email'),
    roles: jsonb('roles').$type<string[]>().notNull(),
    estado: text('estado').notNull().default('pendiente'),
    detalle: text('detalle'),
    pedidaEn: timestamp('pedida_en', { withTimezone: true }).notNull().defaultNow(),
    hechaEn: timestamp('hecha_en', { withTimezone: true }),
  },
  (t) => [
    check('bajas_cuenta_estado_check', sql`${t.estado} in ('pendiente', 'hecha', 'fallida')`),
    // A failed request may be asked again; a pending or done one is the user's only one.
    uniqueIndex('bajas_cuenta_user_vivo_unique')
      .on(t.userId)
      .where(sql`${t.estado} <> 'fallida'`),
    index('bajas_cuenta_pedida_idx').on(t.pedidaEn),
  ],
);
