import { sql } from 'drizzle-orm';
import { check, index, integer, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { provincias, rubros } from './referencias';

export const emprendimientos = appSchema.table(
  'emprendimientos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Identity `sub` of the seller (ARCHITECTURE.md: ownership decided from the token). */
    ownerUserId: text('owner_user_id').notNull(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    rubroId: integer('rubro_id')
      .notNull()
      .references(() => rubros.id),
    estado: text('estado').notNull().default('Pendiente'),
    motivoRechazo: text('motivo_rechazo'),
    calle: text('calle').notNull().default(''),
    numero: text('numero').notNull().default(''),
    ciudad: text('ciudad').notNull().default(''),
    provinciaId: integer('provincia_id')
      .notNull()
      .references(() => provincias.id),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    titular: text('titular'),
    cuit: text('cuit'),
    cbu: text('cbu'),
    alias: text('alias'),
    /** Readable URL `/tienda/{slug}` (decision 038): set by the trigger of migration 0013 from the name, unique, the old ones kept in `emprendimiento_slugs` when renamed. */
    slug: text('slug').notNull().default(''),
    /** Public contact before buying (decision 038): WhatsApp as +549 digits, Instagram user without @, e-mail. */
    whatsapp: text('whatsapp'),
    instagram: text('instagram'),
    emailPublico: text('email_publico'),
    /** When an admin approved or rejected the solicitud, and who (identity `sub`). */
    fechaRevision: timestamp('fecha_revision', { withTimezone: true }),
    revisadoPor: text('revisado_por'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('emprendimientos_estado_check', sql`${t.estado} in ('Pendiente', 'Activo', 'Rechazado', 'Eliminado')`),
    index('emprendimientos_owner_idx').on(t.ownerUserId),
    // One live emprendimiento per seller; a deactivated (Eliminado) one does not count.
    uniqueIndex('emprendimientos_owner_vivo_unique')
      .on(t.ownerUserId)
      .where(sql`${t.estado} <> 'Eliminado'`),
    index('emprendimientos_estado_idx').on(t.estado),
    index('emprendimientos_rubro_idx').on(t.rubroId),
    index('emprendimientos_provincia_idx').on(t.provinciaId),
    uniqueIndex('emprendimientos_slug_unique').on(t.slug),
    check('emprendimientos_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Every slug a shop has had: an old `/tienda/{slug}` keeps leading to the shop after a rename. */
export const emprendimientoSlugs = appSchema.table(
  'emprendimiento_slugs',
  {
    slug: text('slug').primaryKey(),
    emprendimientoId: uuid('emprendimiento_id')
      .notNull()
      .references(() => emprendimientos.id, { onDelete: 'cascade' }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emprendimiento_slugs_emprendimiento_idx').on(t.emprendimientoId)],
);
