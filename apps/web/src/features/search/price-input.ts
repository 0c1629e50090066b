import { MENSAJES } from '@feria/contracts';

export type PriceParse = { ok: true; value: number | undefined } | { ok: false; error: string };

export const PRECIO_INVALIDO = 'Ingresá solo números, por ejemplo 15000 o 15.000.';

/**
 * A price typed the Argentine way: "15.000", "$ 15.000", "15000" or "1500,50" (es-AR uses
 * '.' for thousands and ',' for decimals). Empty means "no limit".
 */
export function parsePriceInput(text: string): PriceParse {
  const cleaned = text.replace(/\$/g, '').replace(/\s/g, '');
  if (cleaned === '') return { ok: true, value: undefined };
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(cleaned)) return { ok: false, error: PRECIO_INVALIDO };
  return { ok: true, value: Number(cleaned.replace(/\./g, '').replace(',', '.')) };
}

/** min ≤ max, with the same Spanish text the API uses for a reversed range. */
export function rangeError(min: number | undefined, max: number | undefined): string | null {
  return min !== undefined && max !== undefined && min > max ? MENSAJES.rangoPrecioInvalido : null;
}

/** Back to what the user sees in the field: 15000 → "15000" (no grouping, so editing is easy). */
export function priceToInput(v: number | undefined): string {
  return v === undefined ? '' : String(v).replace('.', ',');
}
