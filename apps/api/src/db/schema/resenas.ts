import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { emprendimientos } from './emprendimientos';
import { productos } from './productos';
import { ventaItems, ventas } from './ventas';

/**
 * Reviews from verified purchases (decision 038). One review of the shop per order
 * (`venta_item_id` null) and one per order line (the product). Only a completed order's buyer
 * writes them; editable for 30 days; the seller answers once; an admin can hide one.
 */
export const resenas = appSchema.table(
  'resenas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ventaId: uuid('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    /** null: the review of the shop; else the review of that line's product. */
    ventaItemId: integer('venta_item_id').references(() => ventaItems.id, { onDelete: 'cascade' }),
    emprendimientoId: uuid('emprendimiento_id')
      .notNull()
      .references(() => emprendimientos.id),
    productoId: uuid('producto_id').references(() => productos.id),
    compradorUserId: text('comprador_user_id').notNull(),
    /** How the buyer is shown: first name and the initial of the surname. */
    autor: text('autor').notNull(),
    calificacion: integer('calificacion').notNull(),
    comentario: text('comentario'),
    respuesta: text('respuesta'),
    respondidaEn: timestamp('respondida_en', { withTimezone: true }),
    oculta: boolean('oculta').notNull().default(false),
    motivoOculta: text('motivo_oculta'),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
    editadaEn: timestamp('editada_en', { withTimezone: true }),
  },
  (t) => [
    check('resenas_calificacion_check', sql`${t.calificacion} between 1 and 5`),
    check('resenas_producto_check', sql`(${t.ventaItemId} is null) = (${t.productoId} is null)`),
    uniqueIndex('resenas_tienda_unique')
      .on(t.ventaId)
      .where(sql`${t.ventaItemId} is null`),
    uniqueIndex('resenas_item_unique').on(t.ventaItemId),
    index('resenas_emprendimiento_idx').on(t.emprendimientoId, t.creadaEn),
    index('resenas_producto_idx').on(t.productoId, t.creadaEn),
  ],
);

/** A report of a review by a signed-in user (one per user and review); an admin resolves it. */
export const resenaReportes = appSchema.table(
  'resena_reportes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resenaId: uuid('resena_id')
      .notNull()
      .references(() => resenas.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    motivo: text('motivo').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    resueltoEn: timestamp('resuelto_en', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('resena_reportes_unique').on(t.resenaId, t.userId),
    index('resena_reportes_pendientes_idx').on(t.resueltoEn),
  ],
);
