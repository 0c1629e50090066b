/**
 * Per-instance memo for expensive public aggregates (home statistics, featured shops, the
 * total of the unfiltered listing): at 100,000 products each costs 10-15 ms on PGlite, and
 * every home visit asks for them. Values may be `ttlMs` old; ttlMs 0 turns caching off
 * (tests). Each API instance keeps its own copy, so no shared store is needed.
 */
export class TtlCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  /**
   * Set by platform/cache-publico.ts: false while the LISTEN connection that clears this memo on
   * every change is down (or not up yet), when nothing is served from it (decision 046).
   */
  disponible: () => boolean = () => true;
  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0 || !this.disponible()) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    // Concurrent callers share one load; a failed load is not kept.
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > 500) this.prune(now);
    return value;
  }

  /** Forgets every value: the next reads load fresh data. */
  clear(): void {
    this.entries.clear();
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }
}
