/**
 * Counts failed sign-ins per key (an email, a client address) in a sliding window. After
 * `max` failures a key waits until the oldest failure leaves the window, so an attacker can
 * lock an account for at most one window, never for long.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds to wait before another try, or 0 when the key may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    if (list.length < this.max) return 0;
    const oldest = list[list.length - this.max] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  fail(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list);
    if (this.failures.size > 50_000) this.prune(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (list.length === 0) this.failures.delete(key);
    return list;
  }

  private prune(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}
