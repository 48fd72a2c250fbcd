import { afterEach, describe, expect, it } from 'vitest';
import { rotatingSample, utcDay } from '../support/rotating-sample.ts';

/** The rotating samples of the per-problem CI checks (tests/support/rotating-sample.ts). */
describe('rotatingSample', () => {
  const items = Array.from({ length: 15 }, (_, i) => `p${i}`);
  afterEach(() => {
    delete process.env.VERIFY_ALL_PROBLEMS;
  });

  it('takes count items a day, every item within ceil(n / count) days, in the items\' order', () => {
    const seen = new Set<string>();
    for (let day = 0; day < 3; day++) {
      const sample = rotatingSample(items, 5, [], day);
      expect(sample).toHaveLength(5);
      expect(sample).toEqual(items.filter((i) => sample.includes(i)));
      sample.forEach((i) => seen.add(i));
    }
    expect(seen.size).toBe(15);
    // Wraps around the end, and a day's runs agree.
    expect(rotatingSample(items.slice(0, 7), 5, [], 1)).toEqual(['p0', 'p1', 'p2', 'p5', 'p6']);
    expect(rotatingSample(items, 5, [], 4)).toEqual(rotatingSample(items, 5, [], 4));
  });

  it('adds the items always taken once, and takes all with VERIFY_ALL_PROBLEMS=1 or a count of all', () => {
    expect(rotatingSample(items, 2, ['p9', 'p0'], 0)).toEqual(['p0', 'p1', 'p9']);
    expect(rotatingSample(items, 20, [], 0)).toEqual(items);
    process.env.VERIFY_ALL_PROBLEMS = '1';
    expect(rotatingSample(items, 5)).toEqual(items);
  });

  it('counts days in UTC', () => {
    expect(utcDay(Date.UTC(1970, 0, 2, 23, 59))).toBe(1);
  });
});
