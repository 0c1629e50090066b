import { sql, type SQL } from 'drizzle-orm';

// spec §7.4 / issue #2: only enabled, not deleted products of Activo shops are public.
// Fragments for raw queries that alias productos as `p` and emprendimientos as `e`.
export const PRODUCTO_PUBLICO: SQL = sql`p.habilitado and not p.eliminado and e.estado = 'Activo'`;

/** A discount applies while active, positive and not past its end date (contracts isDiscountActive). */
export const DESCUENTO_VIGENTE: SQL = sql`(p.descuento_activo and p.descuento_porcentaje > 0 and (p.descuento_fecha_fin is null or p.descuento_fecha_fin >= now()))`;

/**
 * The price the buyer pays: list price minus the discount in effect, rounded like contracts
 * `discountedPrice` (spec §9). Search price filters use THIS price, the one shown on the card.
 */
export const PRECIO_EFECTIVO: SQL = sql`(case when ${DESCUENTO_VIGENTE} then round(p.precio * (1 - p.descuento_porcentaje / 100)) else p.precio end)`;
