import { describe, expect, it } from 'vitest';
import { slidingWindowDecision } from '../../server/http/rate-limit.ts';

describe('slidingWindowDecision', () => {
  it('allows `limit` events per window and says when the next one fits', () => {
    expect(slidingWindowDecision([], 0, 2, 60_000)).toEqual({ allowed: true });
    expect(slidingWindowDecision([0], 10_000, 2, 60_000)).toEqual({ allowed: true });
    expect(slidingWindowDecision([0, 10_000], 10_000, 2, 60_000)).toEqual({ allowed: false, retryAfterS: 50 });
    expect(slidingWindowDecision([10_000, 60_001], 60_001, 2, 60_000)).toEqual({ allowed: false, retryAfterS: 10 });
  });

  it('never asks to wait less than a second', () => {
    expect(slidingWindowDecision([0], 59_999, 1, 60_000)).toEqual({ allowed: false, retryAfterS: 1 });
  });
});
