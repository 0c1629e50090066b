import { sql } from 'drizzle-orm';
import { boolean, index, integer, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { emprendimientos } from './emprendimientos';
import { productos } from './productos';

// docs/producto/entidades.md Catalog: idCatalogo, nombre, habilitado; docs/producto/api.md#catalogos seller calls.
export const catalogos = appSchema.table(
  'catalogos',
  {
    id: serial('id').primaryKey(),
    emprendimientoId: uuid('emprendimiento_id')
      .notNull()
      .references(() => emprendimientos.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    habilitado: boolean('habilitado').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('catalogos_emprendimiento_idx').on(t.emprendimientoId),
    // A shop cannot have two catalogs with the same name (case-insensitive), also under races.
    uniqueIndex('catalogos_nombre_unique').on(t.emprendimientoId, sql`lower(${t.nombre})`),
  ],
);

export const catalogoProductos = appSchema.table(
  'catalogo_productos',
  {
    catalogoId: integer('catalogo_id')
      .notNull()
      .references(() => catalogos.id, { onDelete: 'cascade' }),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.catalogoId, t.productoId] }),
    index('catalogo_productos_producto_idx').on(t.productoId),
  ],
);
