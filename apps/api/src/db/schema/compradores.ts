import { boolean, index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { provincias } from './referencias';

/** Buyer profile (spec §7.3): one per identity user, soft-deleted (`eliminado` = account inactive). */
export const compradores = appSchema.table(
  'compradores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Identity `sub` (ARCHITECTURE.md: ownership decided from the token). */
    userId: text('user_id').notNull().unique(),
    email: text('email').notNull().default(''),
    nombre: text('nombre').notNull(),
    apellido: text('apellido').notNull(),
    dni: text('dni').notNull(),
    telefono: text('telefono').notNull(),
    calle: text('calle').notNull(),
    numero: text('numero').notNull(),
    pisoDepto: text('piso_depto'),
    ciudad: text('ciudad').notNull(),
    provinciaId: integer('provincia_id')
      .notNull()
      .references(() => provincias.id),
    codigoPostal: text('codigo_postal').notNull(),
    eliminado: boolean('eliminado').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('compradores_provincia_idx').on(t.provinciaId)],
);
