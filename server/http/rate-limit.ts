import type { Db } from '../db/client.ts';
import { forgetEventsOfPrefix, takeEvent } from '../db/repos/rate-limit-events.ts';
import { HttpError } from './errors.ts';

/** What a rate limit answers: the event counts, or how long (s) until the next one would. */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterS: number };

/**
 * The sliding-window rule: at most `limit` events in any `windowMs`.
 * @param recent times (ms) of the key's events still inside the window, oldest first
 * @param now ms
 * @returns allowed, or refused with the seconds (at least 1) until the oldest event leaves the window
 */
export function slidingWindowDecision(recent: readonly number[], now: number, limit: number, windowMs: number): RateLimitDecision {
  if (recent.length < limit) return { allowed: true };
  return { allowed: false, retryAfterS: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) };
}

/**
 * A sliding-window rate limit per key (a learner's custom runs, AI questions, premium orders): at most
 * `limit` events in any `windowMs`. The events live in the database (`rate_limit_events`), so every
 * API instance sharing it counts the same events; each check is one transaction that holds a
 * transaction-scoped advisory lock on the key, so concurrent requests of one learner — on any instance
 * — cannot both take the last slot.
 */
export class SlidingWindowLimit {
  private takes = 0;

  /**
   * @param db the database the events are kept in
   * @param name the limit's name, part of every key (`<name>:<key>`)
   * @param limit events allowed per window
   * @param windowMs window length, ms
   * @param now clock, ms (tests pass their own)
   */
  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts an event for `key` if the window has room; forgets the key's events that left the window
   * (and, every 500th call, those of every key of this limit, so quiet keys leave no rows behind).
   * @throws what the database throws
   */
  async take(key: string): Promise<RateLimitDecision> {
    const fullKey = `${this.name}:${key}`;
    const t = this.now();
    if (++this.takes % 500 === 0) {
      await forgetEventsOfPrefix(this.db, `${this.name}:`, new Date(t - this.windowMs));
    }
    return takeEvent(this.db, fullKey, new Date(t - this.windowMs), new Date(t), (times) => slidingWindowDecision(times, t, this.limit, this.windowMs));
  }

  /**
   * {@link take}, refusing as an HTTP answer: counts an event for `key` when the window has room.
   * @throws HttpError 429 with `message` and `Retry-After` (s) when it has none; what the database throws
   */
  async takeOr429(key: string, message: string): Promise<void> {
    const slot = await this.take(key);
    if (!slot.allowed) throw new HttpError(429, message, undefined, { 'retry-after': String(slot.retryAfterS) });
  }
}
