import { sql, type SQL } from 'drizzle-orm';

// Fragments for raw queries that alias app.productos as `p`.

/**
 * docs/producto/api.md#productos: only enabled, not deleted products of Activo shops are public. The
 * `publico` column holds exactly that (kept by triggers, see 0001_busqueda.sql).
 */
export const PRODUCTO_PUBLICO: SQL = sql`p.publico`;

/** The price the buyer pays (list price minus the best discount in effect): owned by the promotions module. */
export { PRECIO_EFECTIVO } from '../promociones/descuento-vigente.sql';
