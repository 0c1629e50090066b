-- Identity server tables (apps/identity): users, oidc-provider models, signing and cookie keys.
CREATE TABLE IF NOT EXISTS identity.users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  username text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  roles text[] NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_lowercase CHECK (email = lower(email))
);
CREATE INDEX IF NOT EXISTS users_roles_idx ON identity.users USING gin (roles);

-- One table for every oidc-provider model (Session, Grant, RefreshToken, Interaction, ...).
CREATE TABLE IF NOT EXISTS identity.oidc_models (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  uid text,
  user_code text,
  account_id text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_models_grant_idx ON identity.oidc_models (grant_id);
CREATE INDEX IF NOT EXISTS oidc_models_uid_idx ON identity.oidc_models (model, uid);
CREATE INDEX IF NOT EXISTS oidc_models_user_code_idx ON identity.oidc_models (model, user_code);
CREATE INDEX IF NOT EXISTS oidc_models_account_idx ON identity.oidc_models (account_id);
CREATE INDEX IF NOT EXISTS oidc_models_expires_idx ON identity.oidc_models (expires_at);

-- Signing JWKS (private, RS256) and cookie keys, generated once so restarts keep sessions valid.
CREATE TABLE IF NOT EXISTS identity.keys (
  kind text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
