import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOne, queryRows, type IdentityDb } from '../db/identity-db';
import { openTestDb } from '../testing/test-server';
import {
  BRUTE_FORCE,
  lockoutSeconds,
  purgeLoginFailures,
  recordFailedCheck,
  recordSuccessfulCheck,
  reservePasswordCheck,
} from './login-failures';

let db: IdentityDb;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb());
});
afterAll(() => closeDb());

const { failureFactor: F } = BRUTE_FORCE;

async function fail(login: string) {
  expect(await reservePasswordCheck(db, login)).toBe(true);
  await recordFailedCheck(db, login);
}
async function state(login: string) {
  return queryOne<{ failures: number; lock_seconds: number | null; checking: boolean }>(
    db,
    sql`SELECT failures, round(extract(epoch FROM locked_until - now()))::int AS lock_seconds,
          coalesce(checking_until > now(), false) AS checking
        FROM identity.login_failures WHERE login = ${login}`,
  );
}
const unlock = (login: string) =>
  db.execute(sql`UPDATE identity.login_failures SET locked_until = now() - interval '1 second' WHERE login = ${login}`);

describe('brute-force detection per login (Keycloak "lockout temporarily")', () => {
  it('waits one more minute per threshold of failures, never more than fifteen', () => {
    expect([0, 1, F - 1, F, F + 1, 2 * F - 1, 2 * F, 5 * F, 15 * F, 100 * F].map(lockoutSeconds)).toEqual([
      0, 0, 0, 60, 60, 60, 120, 300, 900, 900,
    ]);
  });

  it('locks after the threshold, then again after every further failure, for longer and longer', async () => {
    const login = 'escalera@test.feria.ar';
    for (let i = 0; i < F - 1; i++) await fail(login);
    expect(await state(login)).toMatchObject({ failures: F - 1, lock_seconds: null, checking: false });
    await fail(login);
    expect((await state(login))?.lock_seconds).toBe(60);
    expect(await reservePasswordCheck(db, login)).toBe(false);

    await unlock(login);
    await fail(login);
    expect(await state(login)).toMatchObject({ failures: F + 1, lock_seconds: 60 });
    await db.execute(
      sql`UPDATE identity.login_failures SET failures = ${2 * F - 1}, locked_until = NULL WHERE login = ${login}`,
    );
    await fail(login);
    expect((await state(login))?.lock_seconds).toBe(120);
    await db.execute(
      sql`UPDATE identity.login_failures SET failures = 100000, locked_until = NULL WHERE login = ${login}`,
    );
    await fail(login);
    expect((await state(login))?.lock_seconds).toBe(BRUTE_FORCE.maxWaitSeconds);
  });

  it('forgets the failures after a success, or after twelve quiet hours', async () => {
    const login = 'olvido@test.feria.ar';
    for (let i = 0; i < F - 1; i++) await fail(login);
    expect(await reservePasswordCheck(db, login)).toBe(true);
    await recordSuccessfulCheck(db, login);
    expect(await state(login)).toBeUndefined();

    for (let i = 0; i < F - 1; i++) await fail(login);
    await db.execute(
      sql`UPDATE identity.login_failures SET last_failure = now() - interval '12 hours 1 minute' WHERE login = ${login}`,
    );
    await fail(login);
    expect(await state(login)).toMatchObject({ failures: 1, lock_seconds: null });
  });

  it('allows one check in flight per login; a lease left by a dead process expires', async () => {
    const login = 'envuelo@test.feria.ar';
    expect(await reservePasswordCheck(db, login)).toBe(true);
    expect(await state(login)).toMatchObject({ failures: 1, checking: true });
    expect(await reservePasswordCheck(db, login)).toBe(false);
    await db.execute(
      sql`UPDATE identity.login_failures SET checking_until = now() - interval '1 second' WHERE login = ${login}`,
    );
    expect(await reservePasswordCheck(db, login)).toBe(true);
    // The abandoned check stays counted as a failure.
    expect(await state(login)).toMatchObject({ failures: 2, checking: true });
  });

  it('grants exactly one of 40 concurrent reservations', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => reservePasswordCheck(db, 'rafaga@test.feria.ar')),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await state('rafaga@test.feria.ar'))?.failures).toBe(1);
  });

  it('purges rows that neither lock nor count any more', async () => {
    await fail('vieja@test.feria.ar');
    await fail('reciente@test.feria.ar');
    await db.execute(
      sql`UPDATE identity.login_failures SET last_failure = now() - interval '13 hours' WHERE login = 'vieja@test.feria.ar'`,
    );
    await purgeLoginFailures(db);
    const logins = await queryRows<{ login: string }>(
      db,
      sql`SELECT login FROM identity.login_failures WHERE login IN ('vieja@test.feria.ar', 'reciente@test.feria.ar')`,
    );
    expect(logins.map((r) => r.login)).toEqual(['reciente@test.feria.ar']);
  });
});
