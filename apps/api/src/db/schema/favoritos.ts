import { sql } from 'drizzle-orm';
import { check, index, numeric, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { productoVariantes, productos } from './productos';

/** A buyer's saved product (modules/favoritos, docs/producto/favoritos.md). */
export const favoritos = appSchema.table(
  'favoritos',
  {
    userId: text('user_id').notNull(),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    /** The product's effective price when saved (what a price drop is measured against). */
    precioAlGuardar: numeric('precio_al_guardar', { precision: 12, scale: 2, mode: 'number' }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productoId] }), index('favoritos_producto_idx').on(t.productoId)],
);

/**
 * One-shot alerts (docs/producto/favoritos.md#alertas): 'stock' (a sold-out product or variant is
 * back) or 'precio' (a favourite's price went below `precio_referencia`). Fired once: `cumplida_en`
 * is stamped and the alert ends.
 */
export const alertasProducto = appSchema.table(
  'alertas_producto',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    varianteId: uuid('variante_id').references(() => productoVariantes.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    precioReferencia: numeric('precio_referencia', { precision: 12, scale: 2, mode: 'number' }),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
    cumplidaEn: timestamp('cumplida_en', { withTimezone: true }),
  },
  (t) => [
    check('alertas_producto_tipo_check', sql`${t.tipo} in ('stock', 'precio')`),
    // One live alert per user, product, variant and kind.
    uniqueIndex('alertas_producto_viva_unique')
      .on(t.userId, t.productoId, sql`coalesce(${t.varianteId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.tipo)
      .where(sql`${t.cumplidaEn} is null`),
    index('alertas_producto_vivas_idx')
      .on(t.productoId)
      .where(sql`${t.cumplidaEn} is null`),
  ],
);
