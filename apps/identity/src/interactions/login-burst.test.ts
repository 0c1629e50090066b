import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityDb } from '../db/identity-db';
import { ERRORES } from '../pages/messages';
import {
  alertText,
  buildTestApp,
  login,
  openTestDb,
  PASSWORD,
  startLogin,
  TestBrowser,
  type TestResponse,
} from '../testing/test-server';
import { BRUTE_FORCE } from '../users/login-failures';
import type * as Passwords from '../users/passwords';
import { seedDemoAccounts } from '../users/seed-demo-accounts';

// Every password check goes through this wrapper: it counts them, and can hold them until every
// other request of a burst has been answered (so a test decides which requests are concurrent).
const checks = vi.hoisted(() => ({
  count: 0,
  hold: false,
  held: [] as Array<() => void>,
  /** Burst size, and how many of its requests have been answered. */
  expected: 0,
  answered: 0,
  releaseIfSettled() {
    if (this.hold && this.count + this.answered >= this.expected) this.release();
  },
  release() {
    this.hold = false;
    for (const resume of this.held.splice(0)) resume();
  },
}));
vi.mock('../users/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    async verifyPassword(hash: string, password: string) {
      checks.count++;
      if (checks.hold) {
        const resumed = new Promise<void>((resolve) => checks.held.push(resolve));
        checks.releaseIfSettled();
        // Safety net: never hang the suite if the code under test lets every request in.
        await Promise.race([resumed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      }
      return real.verifyPassword(hash, password);
    },
  };
});

const FAILURE_FACTOR = BRUTE_FORCE.failureFactor;

let db: IdentityDb;
let closeDb: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb());
  app = await buildTestApp(db);
  await seedDemoAccounts(
    db,
    ['victima1', 'victima2', 'victima3', 'vecina'].map((name) => ({
      email: `${name}@test.feria.ar`,
      password: PASSWORD,
      firstName: 'Prueba',
      lastName: 'Test',
      roles: ['comprador' as const],
    })),
  );
});
afterAll(async () => {
  await app.close();
  await closeDb();
});
beforeEach(() => {
  Object.assign(checks, { count: 0, hold: false, expected: 0, answered: 0 });
});

const BURST = 40;
const signedIn = (res: TestResponse) => res.status === 303;

async function burst(browser: TestBrowser, email: string, passwords: string[]) {
  const { action } = await startLogin(browser);
  checks.expected = passwords.length;
  return Promise.all(
    passwords.map(async (password) => {
      const res = await browser.request('POST', action, { form: { email, password } });
      checks.answered++;
      checks.releaseIfSettled();
      return res;
    }),
  );
}

describe('login bursts against one account', () => {
  it('checks at most the lockout threshold of 40 concurrent wrong passwords', async () => {
    const attacker = new TestBrowser(app, '10.7.3.1');
    const answers = await burst(
      attacker,
      'victima1@test.feria.ar',
      Array.from({ length: BURST }, (_, i) => `mala-clave-${i}`),
    );
    expect(checks.count).toBeGreaterThan(0);
    expect(checks.count).toBeLessThanOrEqual(FAILURE_FACTOR);
    for (const res of answers)
      expect([ERRORES.credenciales, ERRORES.demasiadosIntentos]).toContain(alertText(res.body));
  });

  it('refuses the right password sent while another attempt on the account is being checked', async () => {
    const attacker = new TestBrowser(app, '10.7.3.2');
    const { action } = await startLogin(attacker);
    checks.hold = true;
    checks.expected = BURST;
    const send = (password: string) =>
      attacker.request('POST', action, { form: { email: 'victima2@test.feria.ar', password } }).then((res) => {
        checks.answered++;
        checks.releaseIfSettled();
        return res;
      });
    // 29 wrong passwords, then (once a check is under way) the right one 30th and ten more wrong ones.
    const first = Array.from({ length: 29 }, (_, i) => send(`mala-clave-${i}`));
    await vi.waitFor(() => expect(checks.count).toBeGreaterThan(0));
    const right = send(PASSWORD);
    const rest = Array.from({ length: BURST - 30 }, (_, i) => send(`otra-clave-${i}`));
    const answers = await Promise.all([...first, right, ...rest]);
    const rightAnswer = await right;
    expect(signedIn(rightAnswer)).toBe(false);
    expect(alertText(rightAnswer.body)).toBe(ERRORES.demasiadosIntentos);
    expect(answers.filter(signedIn)).toHaveLength(0);
    expect(checks.count).toBeLessThanOrEqual(FAILURE_FACTOR);
  });

  it('lets another account sign in from the same IP while one account is under attack', async () => {
    const ip = '10.7.3.3';
    const attack = burst(
      new TestBrowser(app, ip),
      'victima3@test.feria.ar',
      Array.from({ length: BURST }, (_, i) => `mala-${i}`),
    );
    const during = login(new TestBrowser(app, ip), 'vecina@test.feria.ar');
    await expect(during).resolves.toMatchObject({ access_token: expect.any(String) });
    await attack;
    // Still after the burst, with the attacked account locked.
    const after = await login(new TestBrowser(app, ip), 'vecina@test.feria.ar');
    expect(after.access_token).toBeTruthy();
  });
});
