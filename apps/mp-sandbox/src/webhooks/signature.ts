import { createHmac } from 'node:crypto';

export interface PartesFirma {
  /** `data.id` of the notification's query string (the payment id). */
  dataId: string;
  /** The `x-request-id` header. */
  requestId: string;
  /** Unix seconds, as sent in `x-signature: ts=…`. */
  ts: string | number;
}

/** Mercado Pago's signed manifest: `id:<data.id lowercased>;request-id:<x-request-id>;ts:<ts>;`. */
export function manifiestoWebhook({ dataId, requestId, ts }: PartesFirma): string {
  return `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
}

/** The `v1` of `x-signature`: hex HMAC-SHA256 of the manifest with the webhook secret. */
export function firmarWebhook(secret: string, partes: PartesFirma): string {
  return createHmac('sha256', secret).update(manifiestoWebhook(partes)).digest('hex');
}
