import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { emprendimientos } from './emprendimientos';
import { productos } from './productos';
import { ventas } from './ventas';

const dinero = (nombre: string) => numeric(nombre, { precision: 12, scale: 2, mode: 'number' });

/**
 * A shop's discounts on chosen products (docs/producto/entidades.md Discount, docs/producto/api.md#descuentos-y-cupones). The price a buyer pays is
 * derived from these rows at read time (modules/promociones/descuento-vigente.sql.ts): a discount
 * starts and stops at its dates without any job; overlapping ones: the lowest price wins.
 */
export const descuentos = appSchema.table(
  'descuentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emprendimientoId: uuid('emprendimiento_id')
      .notNull()
      .references(() => emprendimientos.id),
    tipo: text('tipo').notNull(),
    /** PORCENTAJE: 1–90; VALOR_FIJO: pesos off each unit. */
    valor: dinero('valor').notNull(),
    descripcion: text('descripcion'),
    fechaInicio: timestamp('fecha_inicio', { withTimezone: true }),
    fechaFin: timestamp('fecha_fin', { withTimezone: true }),
    activo: boolean('activo').notNull().default(true),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('descuentos_emprendimiento_idx').on(t.emprendimientoId, t.creadoEn),
    check('descuentos_tipo_check', sql`${t.tipo} in ('PORCENTAJE', 'VALOR_FIJO')`),
    check(
      'descuentos_valor_check',
      sql`(${t.tipo} = 'PORCENTAJE' and ${t.valor} between 1 and 90) or (${t.tipo} = 'VALOR_FIJO' and ${t.valor} > 0)`,
    ),
    check(
      'descuentos_fechas_check',
      sql`${t.fechaInicio} is null or ${t.fechaFin} is null or ${t.fechaFin} > ${t.fechaInicio}`,
    ),
  ],
);

export const descuentoProductos = appSchema.table(
  'descuento_productos',
  {
    descuentoId: uuid('descuento_id')
      .notNull()
      .references(() => descuentos.id, { onDelete: 'cascade' }),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id),
  },
  (t) => [
    primaryKey({ columns: [t.descuentoId, t.productoId] }),
    index('descuento_productos_producto_idx').on(t.productoId),
  ],
);

/**
 * Coupon codes (docs/producto/entidades.md Coupon, docs/producto/api.md#descuentos-y-cupones): unique per shop, stored uppercase. `usos_realizados` is
 * counted atomically by the order that uses it (`… where usos_realizados < usos_maximos`).
 */
export const cupones = appSchema.table(
  'cupones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emprendimientoId: uuid('emprendimiento_id')
      .notNull()
      .references(() => emprendimientos.id),
    codigo: text('codigo').notNull(),
    tipo: text('tipo').notNull(),
    valor: dinero('valor').notNull(),
    descripcion: text('descripcion'),
    montoMinimo: dinero('monto_minimo'),
    cantidadMinima: integer('cantidad_minima'),
    fechaInicio: timestamp('fecha_inicio', { withTimezone: true }),
    fechaFin: timestamp('fecha_fin', { withTimezone: true }),
    usosMaximos: integer('usos_maximos'),
    usosPorComprador: integer('usos_por_comprador'),
    usosRealizados: integer('usos_realizados').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cupones_codigo_unique').on(t.emprendimientoId, t.codigo),
    index('cupones_codigo_idx').on(t.codigo),
    check('cupones_codigo_check', sql`${t.codigo} = upper(${t.codigo}) and char_length(${t.codigo}) between 3 and 30`),
    check('cupones_tipo_check', sql`${t.tipo} in ('PORCENTAJE', 'VALOR_FIJO')`),
    check(
      'cupones_valor_check',
      sql`(${t.tipo} = 'PORCENTAJE' and ${t.valor} between 1 and 90) or (${t.tipo} = 'VALOR_FIJO' and ${t.valor} > 0)`,
    ),
    check(
      'cupones_usos_check',
      sql`${t.usosRealizados} >= 0 and (${t.usosMaximos} is null or ${t.usosMaximos} >= 1) and (${t.usosPorComprador} is null or ${t.usosPorComprador} >= 1)`,
    ),
    check(
      'cupones_fechas_check',
      sql`${t.fechaInicio} is null or ${t.fechaFin} is null or ${t.fechaFin} > ${t.fechaInicio}`,
    ),
  ],
);

/** One row per order that used a coupon: the per-buyer limit counts these; a cancelled unpaid order deletes its row. */
export const cuponUsos = appSchema.table(
  'cupon_usos',
  {
    ventaId: uuid('venta_id')
      .primaryKey()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    cuponId: uuid('cupon_id')
      .notNull()
      .references(() => cupones.id, { onDelete: 'cascade' }),
    compradorUserId: text('comprador_user_id').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cupon_usos_cupon_comprador_idx').on(t.cuponId, t.compradorUserId)],
);

/** Coupon validations per buyer in the last minutes: the rate limit against guessing codes (counted here so every API instance agrees). */
export const cuponIntentos = appSchema.table(
  'cupon_intentos',
  {
    compradorUserId: text('comprador_user_id').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cupon_intentos_comprador_idx').on(t.compradorUserId, t.fecha)],
);
