import { afterEach, describe, expect, it, vi } from 'vitest';
import { IP_FAILURES_MAX, LoginThrottle, REGISTRATIONS_PER_IP_MAX } from './throttle';

afterEach(() => vi.useRealTimers());

describe('LoginThrottle', () => {
  it('blocks an IP after the failure limit until the window passes', () => {
    vi.useFakeTimers();
    const throttle = new LoginThrottle();
    for (let i = 0; i < IP_FAILURES_MAX; i++) throttle.recordIpFailure('1.1.1.1');
    expect(throttle.ipBlocked('1.1.1.1')).toBe(true);
    expect(throttle.ipBlocked('2.2.2.2')).toBe(false);
    vi.advanceTimersByTime(15 * 60_000);
    expect(throttle.ipBlocked('1.1.1.1')).toBe(false);
  });

  it('locks an unknown e-mail after five failures for five minutes', () => {
    vi.useFakeTimers();
    const throttle = new LoginThrottle();
    for (let i = 0; i < 4; i++) throttle.recordUnknownEmailFailure('x@y.ar');
    expect(throttle.unknownEmailLocked('x@y.ar')).toBe(false);
    throttle.recordUnknownEmailFailure('x@y.ar');
    expect(throttle.unknownEmailLocked('x@y.ar')).toBe(true);
    vi.advanceTimersByTime(5 * 60_000);
    expect(throttle.unknownEmailLocked('x@y.ar')).toBe(false);
  });

  it('limits registrations per IP', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < REGISTRATIONS_PER_IP_MAX; i++) throttle.recordRegistration('3.3.3.3');
    expect(throttle.registrationAllowed('3.3.3.3')).toBe(false);
    expect(throttle.registrationAllowed('4.4.4.4')).toBe(true);
  });
});
