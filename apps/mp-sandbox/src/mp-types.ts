// Mercado Pago's wire objects as the sandbox answers them (snake_case, like the real API).

export interface PreferenceItem {
  id?: string;
  title: string;
  description?: string;
  quantity: number;
  unit_price: number;
  currency_id: 'ARS';
}

export interface PreferencePayer {
  email?: string;
  name?: string;
  surname?: string;
  identification?: { type?: string; number?: string };
}

export interface BackUrls {
  success?: string;
  failure?: string;
  pending?: string;
}

/** What `POST /checkout/preferences` accepts (the fields the sandbox knows). */
export interface PreferenceRequest {
  items: PreferenceItem[];
  payer?: PreferencePayer;
  back_urls?: BackUrls;
  auto_return?: 'approved' | 'all';
  external_reference?: string;
  notification_url?: string;
  marketplace_fee?: number;
  expires?: boolean;
  expiration_date_from?: string;
  expiration_date_to?: string;
  binary_mode?: boolean;
  statement_descriptor?: string;
  /** The shipment: its cost is added to what the buyer pays. */
  shipments?: { cost?: number; mode?: 'not_specified' | 'custom' | 'me2' };
}

export interface Preference {
  id: string;
  init_point: string;
  sandbox_init_point: string;
  items: PreferenceItem[];
  payer: PreferencePayer;
  back_urls: BackUrls;
  auto_return: string;
  external_reference: string;
  notification_url: string | null;
  marketplace_fee: number;
  shipments?: PreferenceRequest['shipments'];
  expires: boolean;
  expiration_date_from: string | null;
  expiration_date_to: string | null;
  binary_mode: boolean;
  date_created: string;
  collector_id: number;
  client_id: string;
  operation_type: 'regular_payment';
}

export type PaymentStatus =
  | 'pending'
  | 'approved'
  | 'authorized'
  | 'in_process'
  | 'in_mediation'
  | 'rejected'
  | 'cancelled'
  | 'refunded'
  | 'charged_back';

export interface Refund {
  id: number;
  payment_id: number;
  amount: number;
  status: 'approved';
  refund_mode: 'standard';
  date_created: string;
}

/** One charge on a payment: Mercado Pago's own fee, and the marketplace's (`marketplace_fee`). */
export interface FeeDetail {
  type: 'mercadopago_fee' | 'application_fee';
  amount: number;
  fee_payer: 'collector';
}

export interface Payment {
  id: number;
  status: PaymentStatus;
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: string;
  external_reference: string | null;
  description: string | null;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  payer: { email: string | null };
  marketplace_fee: number | null;
  preference_id?: string;
  order: { id: string; type: 'mercadopago' } | null;
  collector_id: number;
  /** The marketplace's user when the payment was collected for a connected seller; otherwise null. */
  marketplace_owner: number | null;
  /** Empty until the payment is approved. */
  fee_details: FeeDetail[];
  operation_type: 'regular_payment';
  payment_method_id: 'visa';
  payment_type_id: 'credit_card';
  installments: 1;
  live_mode: false;
  refunds: Refund[];
}

export interface PaymentSearchResult {
  results: Payment[];
  paging: { total: number; limit: number; offset: number };
}

/** Body of a webhook notification (`type: 'payment'`). */
export interface WebhookNotification {
  id: number;
  live_mode: false;
  type: 'payment';
  date_created: string;
  user_id: number;
  api_version: 'v1';
  action: 'payment.created' | 'payment.updated';
  data: { id: string };
}

/** Mercado Pago's error body. */
export interface MpErrorBody {
  message: string;
  error: string;
  status: number;
  cause?: { code: string | number; description: string; data: null }[];
}

/** What `POST /oauth/token` answers. */
export interface OAuthToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: 'offline_access read write';
  user_id: number;
  refresh_token: string;
  public_key: string;
  live_mode: false;
}
