// Embedded Mercado Pago sandbox, mounted by the API at /_sandbox/mp and reached through the same
// REST adapter as the real Mercado Pago (only base URL and credentials differ).
export type { MpSandboxDb } from './db/sandbox-db';
export { migrateMpSandbox } from './db/migrate';
export { mpSandboxPlugin, type MpSandboxOptions } from './plugin';
export { firmarWebhook, manifiestoWebhook, type PartesFirma } from './webhooks/signature';
export {
  COLLECTOR_ID,
  CLIENT_ID,
  CLIENT_SECRET,
  COMISION_MERCADOPAGO_PORCENTAJE,
  PRIMER_VENDEDOR_DEMO,
  VENDEDORES_DEMO,
} from './sandbox-account';
export { emitirTokensDemo, type TokensDemo } from './oauth/tokens-demo';
export type { OAuthOptions } from './oauth/oauth-config';
export type {
  BackUrls,
  FeeDetail,
  MpErrorBody,
  OAuthToken,
  Payment,
  PaymentSearchResult,
  PaymentStatus,
  Preference,
  PreferenceItem,
  PreferencePayer,
  PreferenceRequest,
  Refund,
  WebhookNotification,
} from './mp-types';
