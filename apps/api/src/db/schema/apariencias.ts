import { index, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FiltroTienda } from '@feria/contracts';
import { appSchema } from './app-schema';
import { catalogos } from './catalogos';
import { emprendimientos } from './emprendimientos';

/** Storefront appearance, one row per shop; defaults are docs/producto/entidades.md/docs/producto/precios.md (contracts `aparienciaPorDefecto`). */
export const apariencias = appSchema.table('apariencias', {
  emprendimientoId: uuid('emprendimiento_id')
    .primaryKey()
    .references(() => emprendimientos.id, { onDelete: 'cascade' }),
  banner: text('banner'),
  logo: text('logo'),
  nombreTienda: text('nombre_tienda').notNull().default(''),
  colorFondo: text('color_fondo').notNull().default('#FFFFFF'),
  colorFondoSecundario: text('color_fondo_secundario').notNull().default('#F5F5F5'),
  colorTarjetas: text('color_tarjetas').notNull().default('#F5F5F5'),
  colorAcento: text('color_acento').notNull().default('#16a34a'),
  colorTextoCard: text('color_texto_card').notNull().default('#222222'),
  colorNavbar: text('color_navbar').notNull().default('#FFFFFF'),
  colorTextoNavbar: text('color_texto_navbar').notNull().default('#222222'),
  distribucionCatalogos: text('distribucion_catalogos').notNull().default('grid'),
  fuenteNombreTienda: text('fuente_nombre_tienda').notNull().default('Roboto'),
  tamanoNombreTienda: text('tamano_nombre_tienda').notNull().default('mediana'),
  colorNombreTienda: text('color_nombre_tienda').notNull().default('#222222'),
  tipoGradiente: text('tipo_gradiente').notNull().default('lineal'),
  filtros: jsonb('filtros').$type<FiltroTienda[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The catalogs a storefront shows, in order (docs/producto/entidades.md catalogosSeleccionados). A deleted catalog
 * leaves every selection by itself (ON DELETE CASCADE); owned by modules/apariencia.
 */
export const aparienciaCatalogos = appSchema.table(
  'apariencia_catalogos',
  {
    emprendimientoId: uuid('emprendimiento_id')
      .notNull()
      .references(() => apariencias.emprendimientoId, { onDelete: 'cascade' }),
    catalogoId: integer('catalogo_id')
      .notNull()
      .references(() => catalogos.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.emprendimientoId, t.catalogoId] }),
    index('apariencia_catalogos_catalogo_idx').on(t.catalogoId),
  ],
);
