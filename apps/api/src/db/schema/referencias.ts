import { serial, text } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';

// Reference data (docs/producto/entidades.md, docs/producto/api.md#convenciones helper areas /rubros, /provincias, productos/tipos).
export const rubros = appSchema.table('rubros', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
});

/** The 24 Argentine jurisdictions. */
export const provincias = appSchema.table('provincias', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
});

export const tiposProducto = appSchema.table('tipos_producto', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
  descripcion: text('descripcion'),
});
