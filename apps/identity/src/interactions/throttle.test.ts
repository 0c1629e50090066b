import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_POSTS_PER_MINUTE, IP_FAILURES_MAX, LoginThrottle, REGISTRATIONS_PER_IP_MAX } from './throttle';

afterEach(() => vi.useRealTimers());

describe('LoginThrottle', () => {
  it('reserves password checks per IP up to the failure limit, until the window slides', () => {
    vi.useFakeTimers();
    const throttle = new LoginThrottle();
    for (let i = 0; i < IP_FAILURES_MAX; i++) expect(throttle.reservePasswordCheck('1.1.1.1')).toBeDefined();
    expect(throttle.reservePasswordCheck('1.1.1.1')).toBeUndefined();
    expect(throttle.reservePasswordCheck('2.2.2.2')).toBeDefined();
    vi.advanceTimersByTime(15 * 60_000);
    expect(throttle.reservePasswordCheck('1.1.1.1')).toBeDefined();
  });

  it('does not count checks that were not failures', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < IP_FAILURES_MAX * 3; i++) throttle.reservePasswordCheck('5.5.5.5')!.notAFailure();
    expect(throttle.reservePasswordCheck('5.5.5.5')).toBeDefined();
  });

  it('counts reservations in flight, so concurrent attempts cannot pass the limit', () => {
    const throttle = new LoginThrottle();
    const inFlight = Array.from({ length: IP_FAILURES_MAX * 2 }, () => throttle.reservePasswordCheck('6.6.6.6'));
    expect(inFlight.filter(Boolean)).toHaveLength(IP_FAILURES_MAX);
  });

  it('gives the forms a budget per IP and minute, or none when set to 0', () => {
    vi.useFakeTimers();
    const throttle = new LoginThrottle();
    for (let i = 0; i < FORM_POSTS_PER_MINUTE; i++) expect(throttle.takeFormPost('7.7.7.7')).toBe(true);
    expect(throttle.takeFormPost('7.7.7.7')).toBe(false);
    expect(throttle.takeFormPost('8.8.8.8')).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(throttle.takeFormPost('7.7.7.7')).toBe(true);

    const unlimited = new LoginThrottle({ formPostsPerMinute: 0 });
    for (let i = 0; i < FORM_POSTS_PER_MINUTE * 2; i++) expect(unlimited.takeFormPost('7.7.7.7')).toBe(true);
  });

  it('limits registrations per IP', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < REGISTRATIONS_PER_IP_MAX; i++) throttle.recordRegistration('3.3.3.3');
    expect(throttle.registrationAllowed('3.3.3.3')).toBe(false);
    expect(throttle.registrationAllowed('4.4.4.4')).toBe(true);
  });
});
