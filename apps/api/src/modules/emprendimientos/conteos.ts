import type { SQL, SQLWrapper } from 'drizzle-orm';

/**
 * What a shop's view counts over other modules' tables: its products and units sold (productos'
 * SQL) and its rating and visible reviews (resenas' SQL). Those modules read the shops, so the
 * caller passes their fragments in (tienda's `conteosDeTienda`) instead of this module importing
 * them (docs/arquitectura.md#capas).
 */
export interface ConteosDeTienda {
  /** The shop's public products, or every one not deleted (the seller's count). */
  productos: (idEmprendimiento: SQLWrapper, cuales: 'publicos' | 'vigentes') => SQL<number>;
  /** Units the shop sold in paid orders. */
  vendidos: (idEmprendimiento: SQLWrapper) => SQL<number>;
  /**
   * The shop's public products and its units sold over all its products, as a lateral row
   * `(productos, vendidos)` from ONE scan of its products (the public shop's page).
   */
  publicosYVendidos: (idEmprendimiento: SQLWrapper) => SQL;
  /** Public products and units sold as a lateral row `(productos, vendidos)` (featured shops). */
  ventasPublicas: (idEmprendimiento: SQLWrapper) => SQL;
  /** Every public product of the marketplace (home figures). */
  productosPublicos: SQL<number>;
  /** Average of the shop's visible reviews, one decimal; null without reviews. */
  calificacion: (idEmprendimiento: SQLWrapper) => SQL<string | null>;
  /** How many visible reviews the shop has. */
  numResenas: (idEmprendimiento: SQLWrapper) => SQL<number>;
}
