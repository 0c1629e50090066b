-- Brute-force detection per login (issue #7 §3, docs/decisions/019): one row per e-mail typed at the
-- login form, whether an account has it or not, so both are answered alike. A row exists only
-- while failures count (a successful login deletes it; the hourly purge drops stale ones).
CREATE TABLE IF NOT EXISTS identity.login_failures (
  login text PRIMARY KEY,
  -- Failed password checks since the last success (or since failures went quiet for 12 h); a
  -- check in flight already counts.
  failures integer NOT NULL DEFAULT 0,
  last_failure timestamptz,
  -- Temporary lockout: no password check before this instant.
  locked_until timestamptz,
  -- A password check in flight for this login (at most one at a time); expires by itself if the
  -- process dies during the check.
  checking_until timestamptz
);
CREATE INDEX IF NOT EXISTS login_failures_last_failure_idx ON identity.login_failures (last_failure);
-- users.failed_logins and users.locked_until are no longer read or written; they stay until every
-- instance runs this version (rolling upgrades), and go in a later migration.
