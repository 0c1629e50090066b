import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { emprendimientos } from './emprendimientos';
import { compradores } from './compradores';
import { provincias } from './referencias';

/**
 * A shop's delivery options (docs/producto/envios.md): pickup, home delivery priced by the buyer's
 * province, or 'a coordinar'. `datos` holds what the type needs (RETIRO: direccion, horarios;
 * DOMICILIO: zonas, gratisDesde). A method the seller removes is marked `eliminado`, not deleted:
 * an order keeps naming the method it was sold with.
 */
export const metodosEnvio = appSchema.table(
  'metodos_envio',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emprendimientoId: uuid('emprendimiento_id')
      .notNull()
      .references(() => emprendimientos.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    nombre: text('nombre').notNull(),
    datos: jsonb('datos')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The seller's order on the screen and at checkout. */
    orden: integer('orden').notNull().default(0),
    eliminado: boolean('eliminado').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('metodos_envio_tipo_check', sql`${t.tipo} in ('RETIRO', 'DOMICILIO', 'A_COORDINAR')`),
    index('metodos_envio_emprendimiento_idx').on(t.emprendimientoId, t.orden),
  ],
);

/** A buyer's saved delivery addresses (docs/producto/direcciones.md); at most one `predeterminada`. */
export const direccionesComprador = appSchema.table(
  'direcciones_comprador',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    compradorId: uuid('comprador_id')
      .notNull()
      .references(() => compradores.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    destinatario: text('destinatario').notNull(),
    telefono: text('telefono').notNull(),
    calle: text('calle').notNull(),
    numero: text('numero').notNull(),
    piso: text('piso'),
    depto: text('depto'),
    ciudad: text('ciudad').notNull(),
    provinciaId: integer('provincia_id')
      .notNull()
      .references(() => provincias.id),
    codigoPostal: text('codigo_postal').notNull(),
    indicaciones: text('indicaciones'),
    predeterminada: boolean('predeterminada').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('direcciones_comprador_comprador_idx').on(t.compradorId),
    uniqueIndex('direcciones_comprador_predeterminada_idx')
      .on(t.compradorId)
      .where(sql`${t.predeterminada}`),
  ],
);
