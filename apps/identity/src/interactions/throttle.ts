import { LOCK_AFTER_FAILURES, LOCK_MINUTES } from '../users/users.repository';

const MINUTE = 60_000;
/** Failed logins allowed per IP in a window, whatever the e-mails (issue #3 §1 "small per-IP limit"). */
export const IP_FAILURES_MAX = 20;
const IP_WINDOW_MS = 15 * MINUTE;
export const REGISTRATIONS_PER_IP_MAX = 10;
const REGISTRATION_WINDOW_MS = 60 * MINUTE;
const MAX_KEYS = 50_000;

/** Timestamps per key inside a sliding window; bounded in size so it cannot grow without limit. */
class SlidingCounter {
  private readonly hits = new Map<string, number[]>();
  constructor(private readonly windowMs: number) {}

  count(key: string, now = Date.now()): number {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length === 0) this.hits.delete(key);
    else this.hits.set(key, recent);
    return recent.length;
  }

  add(key: string, now = Date.now()): void {
    if (this.hits.size >= MAX_KEYS) this.prune(now);
    this.hits.set(key, [...(this.hits.get(key) ?? []), now]);
  }

  private prune(now: number) {
    for (const key of [...this.hits.keys()]) if (this.count(key, now) === 0) this.hits.delete(key);
    if (this.hits.size >= MAX_KEYS) this.hits.clear();
  }
}

/**
 * In-process limits next to the per-account lock kept in the users table: per IP, and the same
 * five-failure lock for e-mails that have no account, so the answers never reveal whether an
 * e-mail is registered.
 */
export class LoginThrottle {
  private readonly ipFailures = new SlidingCounter(IP_WINDOW_MS);
  private readonly unknownEmailFailures = new SlidingCounter(LOCK_MINUTES * MINUTE);
  private readonly registrations = new SlidingCounter(REGISTRATION_WINDOW_MS);

  ipBlocked(ip: string): boolean {
    return this.ipFailures.count(ip) >= IP_FAILURES_MAX;
  }

  recordIpFailure(ip: string): void {
    this.ipFailures.add(ip);
  }

  unknownEmailLocked(email: string): boolean {
    return this.unknownEmailFailures.count(email) >= LOCK_AFTER_FAILURES;
  }

  recordUnknownEmailFailure(email: string): void {
    this.unknownEmailFailures.add(email);
  }

  registrationAllowed(ip: string): boolean {
    return this.registrations.count(ip) < REGISTRATIONS_PER_IP_MAX;
  }

  recordRegistration(ip: string): void {
    this.registrations.add(ip);
  }
}
