import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { emprendimientos } from './emprendimientos';
import { tiposProducto } from './referencias';

/**
 * Products. The generated columns `busqueda` (tsvector) and `nombre_normalizado`, and the
 * triggers that keep `publico`, `busqueda_extra` and app.search_words current, live in the
 * custom migration 0001_busqueda.sql, because drizzle-kit cannot express them.
 */
export const productos = appSchema.table(
  'productos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emprendimientoId: uuid('emprendimiento_id')
      .notNull()
      .references(() => emprendimientos.id),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    precio: numeric('precio', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    sku: text('sku'),
    tipoProductoId: integer('tipo_producto_id').references(() => tiposProducto.id),
    habilitado: boolean('habilitado').notNull().default(true),
    eliminado: boolean('eliminado').notNull().default(false),
    fechaAlta: timestamp('fecha_alta', { withTimezone: true }).notNull().defaultNow(),
    /** Best sellers (docs/producto/api.md#productos mas-vendidos); the order flow increments it. */
    unidadesVendidas: integer('unidades_vendidas').notNull().default(0),
    /**
     * habilitado, not eliminado and the shop Activo: kept by triggers, never written
     * by services, so public reads need no join and use partial indexes.
     */
    publico: boolean('publico').notNull().default(false),
    /** Type name and attribute values, kept by triggers; feeds the search vector (weight B). */
    busquedaExtra: text('busqueda_extra').notNull().default(''),
    /**
     * What a public read shows of the product's other rows, kept by triggers (0016) so a page of
     * products is read from its own rows (docs/arquitectura.md#rendimiento): the attributes as the API returns them
     * ([{ id, clave, valor, tipoDato }] by id), the principal image's URL (principal, then orden, id),
     * and the visible reviews' average (one decimal) and count.
     */
    atributosJson: jsonb('atributos_json')
      .notNull()
      .default(sql`'[]'::jsonb`),
    rutaImagen: text('ruta_imagen'),
    calificacion: numeric('calificacion', { precision: 2, scale: 1 }),
    numResenas: integer('num_resenas').notNull().default(0),
    /**
     * docs/producto/variantes.md#opciones: the options it declares ([{ nombre, valores }], [] without
     * them). With options, `stock` is the sum of its enabled variants' stock, kept by the code that
     * changes a variant's stock in the same transaction.
     */
    opciones: jsonb('opciones')
      .$type<{ nombre: string; valores: string[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * docs/producto/variantes.md#precio-desde: the lowest effective price of its enabled variants when
     * they differ, null otherwise; a summary column (decision 051) so listings read no variant rows.
     */
    precioDesde: numeric('precio_desde', { precision: 12, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A SKU is unique among the shop's live products: deleting a product (soft) frees its SKU.
    uniqueIndex('productos_sku_vivo_unique')
      .on(t.emprendimientoId, t.sku)
      .where(sql`not ${t.eliminado}`),
    check('productos_precio_check', sql`${t.precio} >= 0`),
    check('productos_stock_check', sql`${t.stock} >= 0`),
    check('productos_unidades_vendidas_check', sql`${t.unidadesVendidas} >= 0`),
    // 0033 rebuilds it with INCLUDE (publico, unidades_vendidas): the shop's counts read only the index (decision 104).
    index('productos_emprendimiento_idx').on(t.emprendimientoId, t.fechaAlta.desc()),
    index('productos_tipo_idx').on(t.tipoProductoId),
    // Partial indexes for the public reads are in 0001_busqueda.sql (they need INCLUDE).
  ],
);

/**
 * A product as a shop's page of products shows it (ProductoTienda) without what that page adds
 * once for the whole shop (its name, its free-shipping threshold) or reads at its own time (the
 * discount in effect): JSON text, open at the end (decision 101). Kept by the triggers of migration
 * 0031 on the products, their type and their catalogs; the bulk loader fills it set-based.
 * Decision 102: beside the text, the product's shop, date, public flag and price, copied from its
 * row by the same writes, so that a page is a range of ONE partial index that includes the price
 * and the text (`producto_tarjetas_pagina_idx`, migration 0032): an index-only scan, without
 * reading the products' rows. A text longer than an index entry can hold goes in `tarjeta_larga`
 * instead (exactly one of the two is set).
 */
export const productoTarjetas = appSchema.table(
  'producto_tarjetas',
  {
    productoId: uuid('producto_id')
      .primaryKey()
      .references(() => productos.id, { onDelete: 'cascade' }),
    /** The text when it has at most TARJETA_INDEXABLE bytes (migration 0032), else null. */
    tarjeta: text('tarjeta'),
    /** The text when it is longer, else null. */
    tarjetaLarga: text('tarjeta_larga'),
    emprendimientoId: uuid('emprendimiento_id').notNull(),
    fechaAlta: timestamp('fecha_alta', { withTimezone: true }).notNull(),
    publico: boolean('publico').notNull(),
    precio: numeric('precio', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Whether the product is linked to any discount (in effect or not): without one, the page looks for none. */
    conDescuentos: boolean('con_descuentos').notNull(),
  },
  (t) => [check('producto_tarjetas_una_check', sql`num_nonnulls(${t.tarjeta}, ${t.tarjetaLarga}) = 1`)],
);

export const productoAtributos = appSchema.table(
  'producto_atributos',
  {
    id: serial('id').primaryKey(),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    clave: text('clave').notNull(),
    valor: text('valor').notNull(),
    tipoDato: text('tipo_dato').notNull().default('STRING'),
  },
  (t) => [index('producto_atributos_producto_idx').on(t.productoId)],
);

export const productoImagenes = appSchema.table(
  'producto_imagenes',
  {
    id: serial('id').primaryKey(),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    principal: boolean('principal').notNull().default(false),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('producto_imagenes_producto_idx').on(t.productoId, t.orden)],
);

/**
 * docs/producto/variantes.md#variantes: one combination of the product's options it sells, with its
 * own stock, and optionally its own SKU (unique in the shop with the products' SKUs, checked by the
 * service), price and image (one of the product's).
 */
export const productoVariantes = appSchema.table(
  'producto_variantes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    /** Option name → value, exactly the product's options. */
    valores: jsonb('valores').$type<Record<string, string>>().notNull(),
    /** 'Talle 38 · Negro', written with the variant (order lines copy it). */
    texto: text('texto').notNull(),
    sku: text('sku'),
    stock: integer('stock').notNull().default(0),
    precio: numeric('precio', { precision: 12, scale: 2, mode: 'number' }),
    imagenId: integer('imagen_id').references(() => productoImagenes.id, { onDelete: 'set null' }),
    habilitada: boolean('habilitada').notNull().default(true),
    /** The seller's order. */
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    index('producto_variantes_producto_idx').on(t.productoId, t.orden),
    check('producto_variantes_stock_check', sql`${t.stock} >= 0`),
    check('producto_variantes_precio_check', sql`${t.precio} > 0`),
  ],
);
