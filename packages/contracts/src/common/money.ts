import { CURRENCY, FREE_SHIPPING_THRESHOLD, INSTALLMENTS, PRICE_WITHOUT_TAXES_RATIO } from './constants';

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

/** spec §9: discounted price is price × (1 − percentage/100), rounded. */
export function discountedPrice(precio: number, porcentaje: number): number {
  return Math.round(precio * (1 - porcentaje / 100));
}

/** spec §9: 6 installments, each the price divided by 6, rounded. */
export function installmentAmount(price: number): number {
  return Math.round(price / INSTALLMENTS);
}

/** spec §9: price without taxes is 79 % of the price, rounded. */
export function priceWithoutTaxes(price: number): number {
  return Math.round(price * PRICE_WITHOUT_TAXES_RATIO);
}

/** spec §9: free shipping when the discounted price is at least 90000. */
export function hasFreeShipping(finalPrice: number): boolean {
  return finalPrice >= FREE_SHIPPING_THRESHOLD;
}
