import { describe, expect, it } from 'vitest';
import { SlidingWindowLimit } from '../../server/http/rate-limit.ts';

describe('SlidingWindowLimit', () => {
  it('allows `limit` events per window per key and says when the next one fits', () => {
    let now = 0;
    const limit = new SlidingWindowLimit(2, 60_000, () => now);
    expect(limit.take('a')).toEqual({ allowed: true });
    now = 10_000;
    expect(limit.take('a')).toEqual({ allowed: true });
    expect(limit.take('a')).toEqual({ allowed: false, retryAfterS: 50 });
    expect(limit.take('b')).toEqual({ allowed: true });
    now = 60_001;
    expect(limit.take('a')).toEqual({ allowed: true });
    expect(limit.take('a')).toEqual({ allowed: false, retryAfterS: 10 });
  });
});
