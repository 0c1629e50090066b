import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Mercado Pago sandbox tables, for drizzle-kit to generate the migrations (`npm run db:generate -w
 * @feria/mp-sandbox`). The code reads and writes them in plain SQL.
 */
export const mpSandbox = pgSchema('mp_sandbox');

/** The platform's own account (the seller of every preference made with its own token). */
const PLATAFORMA_USER_ID = 1_234_567_890;

const tz = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Checkout Pro preferences as created (`datos`: the request, normalised). */
export const preferences = mpSandbox.table('preferences', {
  id: text('id').primaryKey(),
  /** `X-Idempotency-Key` of the creation: the same key answers the same preference. */
  idempotencyKey: text('idempotency_key').unique('preferences_idempotency_key_key'),
  datos: jsonb('datos').notNull(),
  total: money('total').notNull(),
  externalReference: text('external_reference'),
  notificationUrl: text('notification_url'),
  merchantOrderId: bigint('merchant_order_id', { mode: 'number' })
    .notNull()
    .generatedByDefaultAsIdentity({ startWith: 27_000_000_001 }),
  dateCreated: tz('date_created').notNull().defaultNow(),
  /** The account whose token created it (the platform's, or a seller's through OAuth): it collects the payments. */
  collectorId: bigint('collector_id', { mode: 'number' }).notNull().default(PLATAFORMA_USER_ID),
});

/** Payments made on the hosted checkout page; ids are numbers like Mercado Pago's. */
export const payments = mpSandbox.table(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1_320_000_001 }),
    preferenceId: text('preference_id').references(() => preferences.id),
    status: text('status').notNull(),
    statusDetail: text('status_detail').notNull(),
    transactionAmount: money('transaction_amount').notNull(),
    transactionAmountRefunded: money('transaction_amount_refunded').notNull().default('0'),
    currencyId: text('currency_id').notNull().default('ARS'),
    externalReference: text('external_reference'),
    payerEmail: text('payer_email'),
    marketplaceFee: money('marketplace_fee'),
    /** Mercado Pago's own fee (docs/producto/pagos.md#sandbox-oauth), charged to the collector. */
    mercadopagoFee: money('mercadopago_fee').notNull().default('0'),
    collectorId: bigint('collector_id', { mode: 'number' }).notNull().default(PLATAFORMA_USER_ID),
    description: text('description'),
    merchantOrderId: bigint('merchant_order_id', { mode: 'number' }),
    dateCreated: tz('date_created').notNull().defaultNow(),
    dateApproved: tz('date_approved'),
    dateLastUpdated: tz('date_last_updated').notNull().defaultNow(),
  },
  (t) => [
    index('payments_external_reference_idx').on(t.externalReference, t.dateCreated),
    index('payments_collector_idx').on(t.collectorId, t.dateCreated),
  ],
);

export const refunds = mpSandbox.table(
  'refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 2_100_000_001 }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    amount: money('amount').notNull(),
    /** `X-Idempotency-Key`: the same key on the same payment answers the same refund. */
    idempotencyKey: text('idempotency_key'),
    dateCreated: tz('date_created').notNull().defaultNow(),
  },
  (t) => [
    unique('refunds_payment_idempotency_key').on(t.paymentId, t.idempotencyKey),
    index('refunds_payment_idx').on(t.paymentId),
  ],
);

/**
 * Webhook outbox: one row per notification, written in the same transaction as the payment change
 * and delivered by a poller (claimed with FOR UPDATE SKIP LOCKED, so several processes may poll).
 * A row is due while `next_attempt_at` has passed and it is neither delivered nor given up.
 */
export const webhookDeliveries = mpSandbox.table(
  'webhook_deliveries',
  {
    /** Also the notification's `id` in the body (the same on every retry, like Mercado Pago). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 125_000_000_001 }),
    url: text('url').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    action: text('action').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    liveMode: boolean('live_mode').notNull().default(false),
    dateCreated: tz('date_created').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    lastAttemptAt: tz('last_attempt_at'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: tz('delivered_at'),
    gaveUpAt: tz('gave_up_at'),
    /** What was sent last (headers, body), for the sandbox's own inspection. */
    lastRequest: jsonb('last_request'),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`delivered_at IS NULL AND gave_up_at IS NULL`),
    index('webhook_deliveries_payment_idx').on(t.paymentId),
  ],
);

/**
 * Test seller accounts a shop can connect through the authorization page (docs/producto/pagos.md#sandbox-oauth).
 * Seeded by a migration; `public_key` is what the token endpoint answers for the account.
 */
export const sellerAccounts = mpSandbox.table('seller_accounts', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  nickname: text('nickname').notNull().unique('seller_accounts_nickname_key'),
  email: text('email').notNull(),
  publicKey: text('public_key').notNull(),
});

/** Authorization codes: single use, valid 10 minutes; only their SHA-256 is kept. */
export const oauthCodes = mpSandbox.table('oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => sellerAccounts.userId),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge'),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  dateCreated: tz('date_created').notNull().defaultNow(),
});

/**
 * Tokens granted to the platform's application for a seller. The access token expires; the refresh
 * token works once (a refresh marks it `refreshed_at` and issues a new pair). Only SHA-256 hashes are kept.
 */
export const oauthTokens = mpSandbox.table(
  'oauth_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    accessTokenHash: text('access_token_hash').notNull().unique('oauth_tokens_access_token_hash_key'),
    refreshTokenHash: text('refresh_token_hash').notNull().unique('oauth_tokens_refresh_token_hash_key'),
    clientId: text('client_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sellerAccounts.userId),
    expiresAt: tz('expires_at').notNull(),
    refreshedAt: tz('refreshed_at'),
    dateCreated: tz('date_created').notNull().defaultNow(),
  },
  (t) => [index('oauth_tokens_user_idx').on(t.userId)],
);
