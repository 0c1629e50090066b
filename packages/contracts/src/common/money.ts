import { CURRENCY } from './constants';

const arsFormatter = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** spec §9: es-AR, ARS, no decimals, shown with a $ sign ("$ 90.000"). */
export function formatPrice(value: number): string {
  return arsFormatter.format(value).replace(/\u00a0/g, ' ');
}

// Price derivations live in pricing.ts (one pricing function for server and web).
export { discountedPrice, hasFreeShipping, installmentAmount, priceWithoutTaxes } from './pricing';
