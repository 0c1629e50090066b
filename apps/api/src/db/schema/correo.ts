import { boolean, text, timestamp } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';

/**
 * E-mail preferences per user (modules/correo): chat mails can be turned off from the link in
 * every chat mail (`token_baja`, unguessable, works without signing in).
 */
export const correoPreferencias = appSchema.table('correo_preferencias', {
  userId: text('user_id').primaryKey(),
  mailsChat: boolean('mails_chat').notNull().default(true),
  tokenBaja: text('token_baja').notNull().unique(),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});
