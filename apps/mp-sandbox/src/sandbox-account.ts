// The accounts the sandbox plays: the platform's own (its application and the collector of every
// preference made with its own token) and the test sellers that connect through OAuth
// (docs/producto/pagos.md#sandbox-oauth, seeded in the migrations).

/** The platform's Mercado Pago user (the owner of the application and of MP_ACCESS_TOKEN). */
export const COLLECTOR_ID = 1_234_567_890;
/** The platform's application (client_id of OAuth; `client_id` of its preferences). */
export const CLIENT_ID = '6295877106812064';
/** The application's client_secret in embedded mode (configurable: `oauth.clientSecret`). */
export const CLIENT_SECRET = 'TEST-sandbox-client-secret-feria';
export const SITE_ID = 'MLA';

/**
 * The demo marketplace's seller accounts (migration 0003, docs/producto/demo.md#cobros) start here:
 * 2482000001 to 2482000010. The authorization page offers only the test sellers below this id.
 */
export const PRIMER_VENDEDOR_DEMO = 2_482_000_001;
export const VENDEDORES_DEMO = 10;

/**
 * Mercado Pago's own fee on an approved payment, as a fixed test rate (percent of the amount,
 * rounded to the cent), charged to the collector before the marketplace fee (docs/producto/pagos.md#sandbox-oauth).
 */
export const COMISION_MERCADOPAGO_PORCENTAJE = 6.29;

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

/** Mercado Pago's fee on `totalCentavos`, in cents. */
export const comisionMercadoPagoCentavos = (totalCentavos: number) =>
  Math.round((totalCentavos * COMISION_MERCADOPAGO_PORCENTAJE) / 100);
