import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Identity server tables, for drizzle-kit to generate the migrations (`npm run db:generate -w
 * @feria/identity`). The code reads and writes them in plain SQL; constraint names are the ones
 * the first tables were created with, so databases made before drizzle-kit match this file.
 */
export const identity = pgSchema('identity');

const tz = (name: string) => timestamp(name, { withTimezone: true });

export const users = identity.table(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique('users_email_key'),
    username: text('username').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'`),
    enabled: boolean('enabled').notNull().default(true),
    /** Set by the link of the verification e-mail (decision 034); the account works meanwhile. */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** When the account accepted the Términos y condiciones at registration (null: older and demo accounts). */
    terminosAceptadosEn: tz('terminos_aceptados_en'),
    // No longer read or written (login_failures replaced them); dropped once every instance runs without them.
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: tz('locked_until'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('users_roles_idx').using('gin', t.roles), check('users_email_lowercase', sql`email = lower(email)`)],
);

/** One table for every oidc-provider model (Session, Grant, RefreshToken, Interaction, ...). */
export const oidcModels = identity.table(
  'oidc_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    accountId: text('account_id'),
    expiresAt: tz('expires_at'),
    consumedAt: tz('consumed_at'),
  },
  (t) => [
    primaryKey({ name: 'oidc_models_pkey', columns: [t.model, t.id] }),
    index('oidc_models_grant_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.model, t.uid),
    index('oidc_models_user_code_idx').on(t.model, t.userCode),
    index('oidc_models_account_idx').on(t.accountId),
    index('oidc_models_expires_idx').on(t.expiresAt),
  ],
);

/** Signing JWKS (private, RS256) and cookie keys, generated once so restarts keep sessions valid. */
export const keys = identity.table('keys', {
  kind: text('kind').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/**
 * Brute-force detection per login (docs/decisions/019): one row per e-mail typed at the login
 * form, whether an account has it or not, so both are answered alike. A row exists only while
 * failures count (a successful login deletes it; the hourly purge drops stale ones).
 */
export const loginFailures = identity.table(
  'login_failures',
  {
    login: text('login').primaryKey(),
    /** Failed password checks since the last success (or since failures went quiet for 12 h); a check in flight already counts. */
    failures: integer('failures').notNull().default(0),
    lastFailure: tz('last_failure'),
    /** Temporary lockout: no password check before this instant. */
    lockedUntil: tz('locked_until'),
    /** A password check in flight for this login (at most one at a time); expires by itself if the process dies during the check. */
    checkingUntil: tz('checking_until'),
  },
  (t) => [index('login_failures_last_failure_idx').on(t.lastFailure)],
);

/**
 * Single-use links sent by e-mail (decision 034): password reset (30 min) and e-mail verification
 * (7 days). Only the SHA-256 of the token is stored; `used_at` makes it single use.
 */
export const accionesCorreo = identity.table(
  'email_actions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('email_actions_user_idx').on(t.userId, t.kind),
    check('email_actions_kind_check', sql`kind in ('reset', 'verify')`),
  ],
);
