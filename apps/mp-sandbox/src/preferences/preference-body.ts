import { z } from 'zod';
import type { MpErrorBody, PreferenceRequest } from '../mp-types';
import { aCentavos } from '../sandbox-account';

const MAX_AMOUNT = 9_999_999_999.99; // numeric(12,2)
const texto = (max: number) => z.string().max(max);
const url = z.url({ protocol: /^https?$/ });
const fecha = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a date');
const monto = z.number().finite().max(MAX_AMOUNT);

const item = z.object({
  id: texto(256).optional(),
  title: z.string().trim().min(1).max(256),
  description: texto(600).optional(),
  quantity: z.number().int().positive().max(999_999),
  unit_price: monto.positive(),
  currency_id: z.literal('ARS').default('ARS'),
});

const schema = z.object({
  items: z.array(item).min(1).max(100),
  payer: z
    .object({
      email: texto(256).optional(),
      name: texto(256).optional(),
      surname: texto(256).optional(),
      identification: z.object({ type: texto(32).optional(), number: texto(64).optional() }).optional(),
    })
    .optional(),
  back_urls: z.object({ success: url.optional(), failure: url.optional(), pending: url.optional() }).optional(),
  auto_return: z.enum(['approved', 'all']).optional(),
  external_reference: texto(256).optional(),
  notification_url: url.max(500).optional(),
  marketplace_fee: monto.nonnegative().optional(),
  expires: z.boolean().optional(),
  expiration_date_from: fecha.optional(),
  expiration_date_to: fecha.optional(),
  binary_mode: z.boolean().optional(),
  statement_descriptor: texto(22).optional(),
  // Like Mercado Pago, the shipment cost is charged on top of the items.
  shipments: z
    .object({ cost: monto.nonnegative().optional(), mode: z.enum(['not_specified', 'custom', 'me2']).optional() })
    .optional(),
});

export type ResultadoPreferencia =
  { ok: true; preferencia: PreferenceRequest; totalCentavos: number } | { ok: false; error: MpErrorBody };

const errorMp = (message: string, error: string, description = message): MpErrorBody => ({
  message,
  error,
  status: 400,
  cause: [{ code: error, description, data: null }],
});
const invalid = (message: string, error: string, description = message): ResultadoPreferencia => ({
  ok: false,
  error: errorMp(message, error, description),
});

/** Checks a preference body the way Mercado Pago answers it: 400 with `message`/`error`/`cause`. */
export function validarPreferencia(body: unknown): ResultadoPreferencia {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.map(String) ?? [];
    if (path[0] === 'items' && path.length <= 1) return invalid('items needed', 'invalid_items', issue?.message);
    if (path[0] === 'items')
      return invalid(`${path.at(-1)} invalid`, 'invalid_items', `${path.join('.')}: ${issue?.message}`);
    return invalid(`${path.join('.') || 'body'} invalid`, 'bad_request', `${path.join('.')}: ${issue?.message}`);
  }
  const p = parsed.data;
  const totalCentavos =
    p.items.reduce((sum, i) => sum + i.quantity * aCentavos(i.unit_price), 0) + aCentavos(p.shipments?.cost ?? 0);
  if (totalCentavos > aCentavos(MAX_AMOUNT)) return invalid('unit_price invalid', 'invalid_items', 'total too large');
  if (p.auto_return && !p.back_urls?.success) {
    return invalid('auto_return invalid. back_url.success must be defined', 'invalid_auto_return');
  }
  if (p.marketplace_fee !== undefined && aCentavos(p.marketplace_fee) > totalCentavos) {
    return invalid('marketplace_fee invalid', 'invalid_marketplace_fee', 'marketplace_fee greater than the total');
  }
  return { ok: true, preferencia: p, totalCentavos };
}

/** PUT /checkout/preferences/{id}: the expiry of a preference can change (a shop closes its link). */
const cambios = z.object({
  expires: z.boolean().optional(),
  expiration_date_from: fecha.optional(),
  expiration_date_to: fecha.optional(),
});

export type CambiosPreferencia = z.infer<typeof cambios>;

export function validarCambiosPreferencia(
  body: unknown,
): { ok: true; cambios: CambiosPreferencia } | { ok: false; error: MpErrorBody } {
  const parsed = cambios.safeParse(body ?? {});
  if (parsed.success) return { ok: true, cambios: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? 'body';
  return { ok: false, error: errorMp(`${path} invalid`, 'bad_request', `${path}: ${issue?.message}`) };
}
