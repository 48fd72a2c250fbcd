/**
 * A sliding-window rate limit per key (a learner's custom runs): at most `limit` events in any
 * `windowMs`. Kept in this process's memory (a multi-instance deployment limits per instance).
 */
export class SlidingWindowLimit {
  private readonly events = new Map<string, number[]>();

  /**
   * @param limit events allowed per window
   * @param windowMs window length, ms
   * @param now clock, ms (tests pass their own)
   */
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts an event for `key` if the window has room.
   * @returns `{ allowed: true }`, or `{ allowed: false, retryAfterS }` (seconds until the oldest event leaves the window)
   */
  take(key: string): { allowed: true } | { allowed: false; retryAfterS: number } {
    const t = this.now();
    const recent = (this.events.get(key) ?? []).filter((at) => at > t - this.windowMs);
    if (recent.length >= this.limit) {
      this.events.set(key, recent);
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil((recent[0]! + this.windowMs - t) / 1000)) };
    }
    recent.push(t);
    this.events.set(key, recent);
    // Forget keys that went quiet, so the map does not grow with every learner ever seen.
    if (this.events.size > 10_000) for (const [k, v] of this.events) if (v.every((at) => at <= t - this.windowMs)) this.events.delete(k);
    return { allowed: true };
  }
}
