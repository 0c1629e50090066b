import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FORM_POSTS_PER_MINUTE,
  IP_FAILURES_MAX,
  LoginThrottle,
  REGISTRATIONS_PER_IP_MAX,
  RESETS_PER_EMAIL_MAX,
  type SharedCounter,
} from './throttle';

afterEach(() => vi.useRealTimers());

/**
 * A counter outside the throttles, as PostgreSQL or Redis are for several instances (the API's
 * real ones are tested in apps/api modules/limites): fixed windows, an answer on a later tick.
 */
function sharedCounter(): SharedCounter {
  const windows = new Map<string, { count: number; ends: number }>();
  const open = (key: string) => {
    const w = windows.get(key);
    return w && w.ends > Date.now() ? w : undefined;
  };
  const later = <T>(value: () => T) => new Promise<T>((resolve) => setImmediate(() => resolve(value())));
  return {
    increment: (key, windowMs) =>
      later(() => {
        const w = open(key) ?? { count: 0, ends: Date.now() + windowMs };
        w.count++;
        windows.set(key, w);
        return w.count;
      }),
    decrement: (key) =>
      later(() => {
        const w = open(key);
        if (w && w.count > 0) w.count--;
      }),
    read: (key) => later(() => open(key)?.count ?? 0),
  };
}

describe('LoginThrottle', () => {
  it('reserves password checks per IP up to the failure limit, until the window slides', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const throttle = new LoginThrottle();
    for (let i = 0; i < IP_FAILURES_MAX; i++) expect(await throttle.reservePasswordCheck('1.1.1.1')).toBeDefined();
    expect(await throttle.reservePasswordCheck('1.1.1.1')).toBeUndefined();
    expect(await throttle.reservePasswordCheck('2.2.2.2')).toBeDefined();
    vi.advanceTimersByTime(15 * 60_000);
    expect(await throttle.reservePasswordCheck('1.1.1.1')).toBeDefined();
  });

  it('does not count checks that were not failures', async () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < IP_FAILURES_MAX * 3; i++) await (await throttle.reservePasswordCheck('5.5.5.5'))!.notAFailure();
    expect(await throttle.reservePasswordCheck('5.5.5.5')).toBeDefined();
  });

  it('counts reservations in flight, so concurrent attempts cannot pass the limit', async () => {
    const throttle = new LoginThrottle();
    const inFlight = await Promise.all(
      Array.from({ length: IP_FAILURES_MAX * 2 }, () => throttle.reservePasswordCheck('6.6.6.6')),
    );
    expect(inFlight.filter(Boolean)).toHaveLength(IP_FAILURES_MAX);
  });

  it('gives the forms a budget per IP and minute, or none when set to 0', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const throttle = new LoginThrottle();
    for (let i = 0; i < FORM_POSTS_PER_MINUTE; i++) expect(await throttle.takeFormPost('7.7.7.7')).toBe(true);
    expect(await throttle.takeFormPost('7.7.7.7')).toBe(false);
    expect(await throttle.takeFormPost('8.8.8.8')).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(await throttle.takeFormPost('7.7.7.7')).toBe(true);

    const unlimited = new LoginThrottle({ formPostsPerMinute: 0 });
    for (let i = 0; i < FORM_POSTS_PER_MINUTE * 2; i++) expect(await unlimited.takeFormPost('7.7.7.7')).toBe(true);
  });

  it('limits registrations per IP', async () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < REGISTRATIONS_PER_IP_MAX; i++) await throttle.recordRegistration('3.3.3.3');
    expect(await throttle.registrationAllowed('3.3.3.3')).toBe(false);
    expect(await throttle.registrationAllowed('4.4.4.4')).toBe(true);
  });

  it('limits password reset requests per e-mail address', async () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < RESETS_PER_EMAIL_MAX; i++) expect(await throttle.takeResetRequest('a@x.com')).toBe(true);
    expect(await throttle.takeResetRequest('a@x.com')).toBe(false);
    expect(await throttle.takeResetRequest('b@x.com')).toBe(true);
  });
});

describe('LoginThrottle on a shared counter (several instances)', () => {
  it('counts every instance into one budget: the attempt after the limit is refused on any of them', async () => {
    const shared = sharedCounter();
    const [a, b] = [new LoginThrottle({ sharedCounter: shared }), new LoginThrottle({ sharedCounter: shared })];
    for (let i = 0; i < FORM_POSTS_PER_MINUTE; i++)
      expect(await (i % 2 === 0 ? a : b).takeFormPost('9.9.9.9'), `formulario ${i + 1}`).toBe(true);
    expect(await a.takeFormPost('9.9.9.9')).toBe(false);
    expect(await b.takeFormPost('9.9.9.9')).toBe(false);
    expect(await b.takeFormPost('9.9.9.8')).toBe(true);

    for (let i = 0; i < REGISTRATIONS_PER_IP_MAX; i++) await (i % 2 === 0 ? a : b).recordRegistration('9.9.9.9');
    expect(await a.registrationAllowed('9.9.9.9')).toBe(false);
    expect(await b.registrationAllowed('9.9.9.9')).toBe(false);
  });

  it('lets simultaneous password checks of both instances through only up to the limit', async () => {
    const shared = sharedCounter();
    const [a, b] = [new LoginThrottle({ sharedCounter: shared }), new LoginThrottle({ sharedCounter: shared })];
    const inFlight = await Promise.all(
      Array.from({ length: IP_FAILURES_MAX * 2 }, (_, i) => (i % 2 === 0 ? a : b).reservePasswordCheck('6.6.6.6')),
    );
    expect(inFlight.filter(Boolean)).toHaveLength(IP_FAILURES_MAX);
    // A check that was no failure gives its place back, to whichever instance asks next.
    await inFlight.find(Boolean)!.notAFailure();
    expect(await b.reservePasswordCheck('6.6.6.6')).toBeDefined();
    expect(await a.reservePasswordCheck('6.6.6.6')).toBeUndefined();
  });

  it('turns the form budget off when set to 0, without counting', async () => {
    const shared = sharedCounter();
    const throttle = new LoginThrottle({ sharedCounter: shared, formPostsPerMinute: 0 });
    for (let i = 0; i < FORM_POSTS_PER_MINUTE * 2; i++) expect(await throttle.takeFormPost('7.7.7.7')).toBe(true);
    expect(await shared.read('identidad|formularios|7.7.7.7')).toBe(0);
  });
});
