import { boolean, index, integer, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { emprendimientos } from './emprendimientos';
import { appSchema } from './app-schema';
import { provincias } from './referencias';

/** Buyer profile (docs/producto/api.md#comprador): one per identity user, soft-deleted (`eliminado` = account inactive). */
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

/** docs/producto/entidades.md 'History of last 10 visited shops', kept per signed-in user (anonymous: in the browser). */
export const tiendasVisitadas = appSchema.table(
  'tiendas_visitadas',
  {
    userId: text('user_id').notNull(),
    emprendimientoId: uuid('emprendimiento_id')
      .notNull()
      .references(() => emprendimientos.id, { onDelete: 'cascade' }),
    visitadaEn: timestamp('visitada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.emprendimientoId] }),
    index('tiendas_visitadas_user_idx').on(t.userId, t.visitadaEn),
  ],
);
