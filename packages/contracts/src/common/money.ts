import { numeroAR } from './numeros';

/**
 * docs/producto/precios.md: es-AR, ARS, no decimals, shown with a $ sign ("$ 90.000"): what
 * Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }) prints, with a plain space,
 * written by numeroAR (no locale data to load on a public page, docs/arquitectura.md#rendimiento).
 */
export function formatPrice(value: number): string {
  const numero = numeroAR(value, { max: 0 });
  return numero.startsWith('-') ? `-$ ${numero.slice(1)}` : `$ ${numero}`;
}

// Price derivations live in pricing.ts (one pricing function for server and web).
export { discountedPrice, hasFreeShipping, installmentAmount, priceWithoutTaxes } from './pricing';
