import { sql } from 'drizzle-orm';
import { queryRows, type IdentityDb } from '../db/identity-db';

/**
 * Keycloak's brute-force detection, "lockout temporarily" mode: after
 * `failureFactor` failures a login waits `waitIncrementSeconds` × ⌊failures / failureFactor⌋
 * (at most `maxWaitSeconds`) after each further failure; a success, or `failureResetSeconds`
 * without failures, starts over. Kept in PostgreSQL, so every API instance sees the same counts.
 */
export const BRUTE_FORCE = {
  failureFactor: 10,
  waitIncrementSeconds: 60,
  maxWaitSeconds: 15 * 60,
  failureResetSeconds: 12 * 60 * 60,
  /** How long a password check in flight keeps other attempts on the same login out. */
  checkLeaseSeconds: 15,
} as const;

/** Seconds a login must wait after its `failures`-th failure (0: none yet). */
export function lockoutSeconds(failures: number): number {
  const { failureFactor, waitIncrementSeconds, maxWaitSeconds } = BRUTE_FORCE;
  return Math.min(maxWaitSeconds, waitIncrementSeconds * Math.floor(failures / failureFactor));
}

/**
 * Reserves the login's next password check before it runs, in one statement: refused (false)
 * while the login is locked or another check is in flight; otherwise counts the attempt as a
 * failure already (a success deletes the count) and marks a check in flight. Concurrent requests
 * therefore cannot run more checks than the policy allows.
 */
export async function reservePasswordCheck(db: IdentityDb, login: string): Promise<boolean> {
  const { checkLeaseSeconds, failureResetSeconds } = BRUTE_FORCE;
  const rows = await queryRows<{ failures: number }>(
    db,
    sql`INSERT INTO identity.login_failures AS f (login, failures, checking_until)
        VALUES (${login}, 1, now() + make_interval(secs => ${checkLeaseSeconds}))
        ON CONFLICT (login) DO UPDATE SET
          failures = CASE WHEN f.last_failure < now() - make_interval(secs => ${failureResetSeconds}) THEN 1 ELSE f.failures + 1 END,
          checking_until = EXCLUDED.checking_until
        WHERE (f.locked_until IS NULL OR f.locked_until <= now())
          AND (f.checking_until IS NULL OR f.checking_until <= now())
        RETURNING f.failures`,
  );
  return rows.length > 0;
}

/** The reserved check failed: it stays counted, and from the threshold on the login waits. */
export async function recordFailedCheck(db: IdentityDb, login: string): Promise<void> {
  const { failureFactor, waitIncrementSeconds, maxWaitSeconds } = BRUTE_FORCE;
  await db.execute(sql`
    UPDATE identity.login_failures SET
      checking_until = NULL,
      last_failure = now(),
      locked_until = CASE WHEN failures >= ${failureFactor}
        THEN now() + make_interval(secs => LEAST(${maxWaitSeconds}, ${waitIncrementSeconds} * (failures / ${failureFactor})))
        ELSE locked_until END
    WHERE login = ${login}`);
}

/** The reserved check succeeded: the login's failures are forgotten. */
export async function recordSuccessfulCheck(db: IdentityDb, login: string): Promise<void> {
  await db.execute(sql`DELETE FROM identity.login_failures WHERE login = ${login}`);
}

/** Rows that no longer lock nor count (quiet for the reset time); keeps unknown e-mails from piling up. */
export async function purgeLoginFailures(db: IdentityDb): Promise<void> {
  const { failureResetSeconds } = BRUTE_FORCE;
  await db.execute(sql`
    DELETE FROM identity.login_failures
    WHERE (last_failure IS NULL OR last_failure < now() - make_interval(secs => ${failureResetSeconds}))
      AND (locked_until IS NULL OR locked_until < now())
      AND (checking_until IS NULL OR checking_until < now())`);
}
