import { sql, type SQL } from 'drizzle-orm';

// Fragments for raw queries that alias app.productos as `p`.

/**
 * spec §7.4: only enabled, not deleted products of Activo shops are public. The
 * `publico` column holds exactly that (kept by triggers, see 0001_busqueda.sql).
 */
export const PRODUCTO_PUBLICO: SQL = sql`p.publico`;

/** The SQL mirror of contracts `isDiscountActive` (pricing.ts), its one place on the SQL side. */
export const DESCUENTO_VIGENTE: SQL = sql`(p.descuento_activo and p.descuento_porcentaje > 0 and (p.descuento_fecha_fin is null or p.descuento_fecha_fin >= now()))`;

/**
 * The price the buyer pays: list price minus the discount in effect, rounded like contracts
 * `calcularPrecio` (spec §9). Search price filters use THIS price, the one shown on the card.
 */
export const PRECIO_EFECTIVO: SQL = sql`(case when ${DESCUENTO_VIGENTE} then round(p.precio * (1 - p.descuento_porcentaje / 100)) else p.precio end)`;
