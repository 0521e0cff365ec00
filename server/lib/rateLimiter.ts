/** A fixed-window, in-memory rate limiter (per process; enough for one contract server), bounded in memory. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** How many keys the limiter keeps by default: about 10 MB at worst. */
export const DEFAULT_MAX_KEYS = 100_000;

/**
 * Counts hits per key and says when a key may try again. Memory is bounded: past `maxKeys`, expired windows are swept
 * and then the least recently used keys dropped (a Map keeps insertion order; a hit moves its key to the end), so a
 * flood of distinct keys (one per made-up e-mail) cannot grow it without bound. Such a flood comes from few IPs, and
 * the per-IP key of each throttle is hit on every attempt, so it stays recent and is not the one dropped.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  /** Records one attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, limit: Limit): number {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) entry = { count: 0, resetAt: now + limit.windowSeconds * 1000 };
    this.hits.delete(key);
    this.hits.set(key, entry);
    if (this.hits.size > this.maxKeys) this.evict(now);
    if (entry.count >= limit.max) return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    entry.count++;
    return 0;
  }

  /** Seconds until the key is free again without recording an attempt (0 when free). */
  remaining(key: string, limit: Limit): number {
    const entry = this.hits.get(key);
    const now = this.now();
    if (!entry || entry.resetAt <= now || entry.count < limit.max) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
  }

  /** Forgets a key (after a successful sign-in). */
  clear(key: string): void {
    this.hits.delete(key);
  }

  /** How many keys are held (tests check the bound). */
  get size(): number {
    return this.hits.size;
  }

  /** Sweeps expired windows; if that is not enough, drops the least recently used tenth. */
  private evict(now: number): void {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
    if (this.hits.size <= this.maxKeys) return;
    let drop = this.hits.size - Math.floor(this.maxKeys * 0.9);
    for (const k of this.hits.keys()) {
      if (drop-- <= 0) break;
      this.hits.delete(k);
    }
  }
}
