const MINUTE = 60_000;
/**
 * Failed password checks one IP may cause in a window, whatever the e-mails: stops password
 * spraying. One account under attack never gets near it (its own lockout allows about fifteen
 * checks in fifteen minutes), so that attack does not block anyone else behind the IP.
 */
export const IP_FAILURES_MAX = 50;
const IP_FAILURES_WINDOW_MS = 15 * MINUTE;
/** Login and registration forms an IP may post per minute (their own budget, not the API's). */
export const FORM_POSTS_PER_MINUTE = 60;
/** Registrations, and registration attempts with an e-mail that has an account, per IP and hour. */
export const REGISTRATIONS_PER_IP_MAX = 10;
const REGISTRATION_WINDOW_MS = 60 * MINUTE;
/** Password reset requests one e-mail address may make in a window (on top of the forms' per-IP budget). */
export const RESETS_PER_EMAIL_MAX = 3;
const RESET_WINDOW_MS = 15 * MINUTE;
const MAX_KEYS = 50_000;

/**
 * Counts kept outside this process, shared by every instance of the server (the API gives one on
 * PostgreSQL or Redis, decision 093). Fixed windows: the first hit of a key opens its window, the
 * first hit after it ends opens a new one.
 */
export interface SharedCounter {
  /** Adds one to the key's open window (opening one when none is) and answers the count in it. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Takes one back from the key's open window, never below zero. */
  decrement(key: string): Promise<void>;
  /** The count in the key's open window; 0 when none is open. */
  read(key: string): Promise<number>;
}

/** How the throttle counts: each kind of attempt under its own key prefix and window. */
interface Counts {
  /** Adds a hit only while the key is under `max`, and answers how to take that hit back. */
  take(key: string, max: number, windowMs: number): Promise<(() => Promise<void>) | undefined>;
  count(key: string, windowMs: number): Promise<number>;
  add(key: string, windowMs: number): Promise<void>;
}

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

  private prune(now: number) {
    for (const key of [...this.hits.keys()]) if (this.count(key, now) === 0) this.hits.delete(key);
    if (this.hits.size >= MAX_KEYS) this.hits.clear();
  }
}

/** This process's memory (one process, e.g. the embedded database): sliding windows. */
function memoryCounts(): Counts {
  const byWindow = new Map<number, SlidingCounter>();
  const counter = (windowMs: number) => {
    let c = byWindow.get(windowMs);
    if (!c) byWindow.set(windowMs, (c = new SlidingCounter(windowMs)));
    return c;
  };
  return {
    // Count and add in one synchronous step: concurrent requests cannot slip between them.
    take: (key, max, windowMs) => {
      const c = counter(windowMs);
      if (c.count(key) >= max) return Promise.resolve(undefined);
      const takeBack = c.add(key);
      return Promise.resolve(async () => takeBack());
    },
    count: (key, windowMs) => Promise.resolve(counter(windowMs).count(key)),
    add: (key, windowMs) => {
      counter(windowMs).add(key);
      return Promise.resolve();
    },
  };
}

/**
 * A shared counter: one atomic increment per attempt, so simultaneous attempts on any instance
 * count one by one; the one that went past the limit takes its hit back at once.
 */
function sharedCounts(shared: SharedCounter): Counts {
  return {
    take: async (key, max, windowMs) => {
      if ((await shared.increment(key, windowMs)) > max) {
        await shared.decrement(key);
        return undefined;
      }
      return () => shared.decrement(key);
    },
    count: (key) => shared.read(key),
    add: async (key, windowMs) => {
      await shared.increment(key, windowMs);
    },
  };
}

export interface LoginThrottleOptions {
  /** Budget of the login and registration forms per IP and minute; 0 = none (RATE_LIMIT_MAX=0). */
  formPostsPerMinute?: number;
  /** Where the counts live; default this process's memory (one instance only). */
  sharedCounter?: SharedCounter;
}

/**
 * Per-IP (and per-address, for resets) limits of the identity forms. In this process's memory by
 * default; with a `sharedCounter`, shared by every instance, so a limit of N is N whichever
 * instance each attempt reaches (the per-login lockout lives in PostgreSQL,
 * `users/login-failures.ts`). Each attempt is counted before any work is done, so concurrent
 * requests cannot slip past a limit.
 */
export class LoginThrottle {
  private readonly counts: Counts;
  private readonly formPostsPerMinute: number;

  constructor(options: LoginThrottleOptions = {}) {
    this.formPostsPerMinute = options.formPostsPerMinute ?? FORM_POSTS_PER_MINUTE;
    this.counts = options.sharedCounter ? sharedCounts(options.sharedCounter) : memoryCounts();
  }

  /** Counts a posted identity form; false once the IP's budget is spent. */
  async takeFormPost(ip: string): Promise<boolean> {
    if (this.formPostsPerMinute <= 0) return true;
    return (await this.counts.take(`identidad|formularios|${ip}`, this.formPostsPerMinute, MINUTE)) !== undefined;
  }

  /**
   * Reserves a password check for the IP, counted as a failure unless `notAFailure()` takes it
   * back (right password, or no check made); undefined when the IP's failures, checks in flight
   * included, reached the limit.
   */
  async reservePasswordCheck(ip: string): Promise<{ notAFailure(): Promise<void> } | undefined> {
    const takeBack = await this.counts.take(`identidad|fallos|${ip}`, IP_FAILURES_MAX, IP_FAILURES_WINDOW_MS);
    return takeBack && { notAFailure: takeBack };
  }

  async registrationAllowed(ip: string): Promise<boolean> {
    return (await this.counts.count(`identidad|registros|${ip}`, REGISTRATION_WINDOW_MS)) < REGISTRATIONS_PER_IP_MAX;
  }

  recordRegistration(ip: string): Promise<void> {
    return this.counts.add(`identidad|registros|${ip}`, REGISTRATION_WINDOW_MS);
  }

  /** Counts a password reset request for an e-mail address; false once the address's budget is spent. */
  async takeResetRequest(email: string): Promise<boolean> {
    return (
      (await this.counts.take(`identidad|restablecer|${email}`, RESETS_PER_EMAIL_MAX, RESET_WINDOW_MS)) !== undefined
    );
  }
}
