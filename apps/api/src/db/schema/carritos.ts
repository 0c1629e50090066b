import { integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';

/** One line of a stored cart: the product, the variant (if any) and how many. */
export interface LineaCarritoGuardada {
  idProducto: string;
  idVariante: string | null;
  cantidad: number;
}

/**
 * The cart a signed-in buyer has in their browser, copied here so the abandoned-cart reminder
 * (modules/carritos, docs/producto/carrito-abandonado.md) can be sent. One row per buyer; an empty
 * cart has no row. `version` grows on every change: a reminder is for one version only.
 */
export const carritos = appSchema.table('carritos', {
  userId: text('user_id').primaryKey(),
  lineas: jsonb('lineas').$type<LineaCarritoGuardada[]>().notNull(),
  version: integer('version').notNull().default(1),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  /** The version a reminder was sent (or decided against) for; null: none yet. */
  recordadoVersion: integer('recordado_version'),
});
