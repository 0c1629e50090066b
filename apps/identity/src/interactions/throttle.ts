const MINUTE = 60_000;
/**
 * Failed password checks one IP may cause in a sliding window, whatever the e-mails: stops
 * password spraying. One account under attack never gets near it (its own lockout allows about
 * fifteen checks in fifteen minutes), so that attack does not block anyone else behind the IP.
 */
export const IP_FAILURES_MAX = 50;
const IP_FAILURES_WINDOW_MS = 15 * MINUTE;
/** Login and registration forms an IP may post per minute (their own budget, not the API's). */
export const FORM_POSTS_PER_MINUTE = 60;
/** Registrations, and registration attempts with an e-mail that has an account, per IP and hour. */
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

  /** Adds a hit and answers how to take that same hit back. */
  add(key: string, now = Date.now()): () => void {
    if (this.hits.size >= MAX_KEYS) this.prune(now);
    this.hits.set(key, [...(this.hits.get(key) ?? []), now]);
    return () => {
      const hits = this.hits.get(key) ?? [];
      const i = hits.indexOf(now);
      if (i >= 0) hits.splice(i, 1);
    };
  }

  /** Adds a hit only while the key is under `max` (count and add in one step). */
  take(key: string, max: number, now = Date.now()): (() => void) | undefined {
    return this.count(key, now) < max ? this.add(key, now) : undefined;
  }

  private prune(now: number) {
    for (const key of [...this.hits.keys()]) if (this.count(key, now) === 0) this.hits.delete(key);
    if (this.hits.size >= MAX_KEYS) this.hits.clear();
  }
}

export interface LoginThrottleOptions {
  /** Budget of the login and registration forms per IP and minute; 0 = none (RATE_LIMIT_MAX=0). */
  formPostsPerMinute?: number;
}

/**
 * Per-IP limits of the identity forms, in this process (the per-login lockout lives in
 * PostgreSQL, `users/login-failures.ts`). Each attempt is counted before any work is done, so
 * concurrent requests cannot slip past a limit.
 */
export class LoginThrottle {
  private readonly formPosts = new SlidingCounter(MINUTE);
  private readonly ipFailures = new SlidingCounter(IP_FAILURES_WINDOW_MS);
  private readonly registrations = new SlidingCounter(REGISTRATION_WINDOW_MS);
  private readonly formPostsPerMinute: number;

  constructor(options: LoginThrottleOptions = {}) {
    this.formPostsPerMinute = options.formPostsPerMinute ?? FORM_POSTS_PER_MINUTE;
  }

  /** Counts a posted login or registration form; false once the IP's budget is spent. */
  takeFormPost(ip: string): boolean {
    return this.formPostsPerMinute <= 0 || this.formPosts.take(ip, this.formPostsPerMinute) !== undefined;
  }

  /**
   * Reserves a password check for the IP, counted as a failure unless `notAFailure()` takes it
   * back (right password, or no check made); undefined when the IP's failures, checks in flight
   * included, reached the limit.
   */
  reservePasswordCheck(ip: string): { notAFailure(): void } | undefined {
    const takeBack = this.ipFailures.take(ip, IP_FAILURES_MAX);
    return takeBack && { notAFailure: takeBack };
  }

  registrationAllowed(ip: string): boolean {
    return this.registrations.count(ip) < REGISTRATIONS_PER_IP_MAX;
  }

  recordRegistration(ip: string): void {
    this.registrations.add(ip);
  }
}
