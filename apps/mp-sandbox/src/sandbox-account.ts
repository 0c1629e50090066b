// The one Mercado Pago account the sandbox plays: the seller (collector) every preference pays.

export const COLLECTOR_ID = 1_234_567_890;
export const CLIENT_ID = '6295877106812064';
export const SITE_ID = 'MLA';

const ARGENTINA_OFFSET_MS = 3 * 60 * 60_000;

/** Dates as Mercado Pago writes them: local time of Argentina with its offset (`…T09:00:00.000-03:00`). */
export function fechaMp(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return new Date(date.getTime() - ARGENTINA_OFFSET_MS).toISOString().replace('Z', '-03:00');
}

/** Amounts in whole cents, so sums and comparisons are exact. */
export const aCentavos = (amount: number | string) => Math.round(Number(amount) * 100);
export const dePesos = (cents: number) => cents / 100;
