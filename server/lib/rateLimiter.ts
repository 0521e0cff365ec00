/** A fixed-window, in-memory rate limiter (per process; enough for one contract server). */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Counts hits per key and says when a key may try again. */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Records one attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, limit: Limit): number {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + limit.windowSeconds * 1000 };
      this.hits.set(key, entry);
    }
    if (entry.count >= limit.max) return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    entry.count++;
    if (this.hits.size > 50_000) this.prune(now);
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

  private prune(now: number): void {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}
