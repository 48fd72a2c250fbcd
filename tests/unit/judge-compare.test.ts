import { describe, expect, it } from 'vitest';
import { OutputMatcher, outputsMatch } from '../../common/judging/compare.ts';

/** Feeds `actual` to a matcher in pieces of the given sizes (cycled). */
function streamed(actual: string, expected: string, sizes: number[]): boolean {
  const m = new OutputMatcher(expected);
  let i = 0;
  let k = 0;
  while (i < actual.length) {
    const n = sizes[k++ % sizes.length]!;
    m.push(actual.slice(i, i + n));
    i += n;
  }
  return m.end();
}

/** Small deterministic PRNG (mulberry32) so failures reproduce. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('OutputMatcher (streaming output comparison)', () => {
  it.each([
    ['6\n', '6\n', true],
    ['6', '6\n', true],
    ['6  \n\n\n', '6\n', true],
    ['6\r\n', '6\n', true],
    ['1\r2\r', '1\n2\n', true],
    [' 6\n', '6\n', false],
    ['6\n\n7\n', '6\n7\n', false],
    ['', '', true],
    ['\n\n', '', true],
    ['x', '', false],
    ['', 'x\n', false],
    ['6\n7\n', '6\n', false],
    ['6\n', '6\n7\n', false],
  ])('%j vs %j → %s', (actual, expected, want) => {
    expect(outputsMatch(actual, expected)).toBe(want);
    expect(streamed(actual, expected, [1])).toBe(want);
    expect(streamed(actual, expected, [1000])).toBe(want);
  });

  it('agrees with outputsMatch on thousands of random outputs split at random points', () => {
    const rand = rng(42);
    const alphabet = ['a', 'b', ' ', '\t', '\n', '\r', '\r\n', '1', '\u00a0', '\u3000', '\v', 'é'];
    const make = () => Array.from({ length: Math.floor(rand() * 12) }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
    for (let n = 0; n < 5000; n++) {
      const expected = make();
      // Half the time derive the actual output from the expected one, so matches are common.
      const actual = rand() < 0.5 ? expected.replace(/\n/g, rand() < 0.5 ? '\r\n' : '  \n') + (rand() < 0.5 ? '\n\n' : '') : make();
      const sizes = [1 + Math.floor(rand() * 5), 1 + Math.floor(rand() * 3)];
      expect(streamed(actual, expected, sizes), JSON.stringify({ actual, expected, sizes })).toBe(outputsMatch(actual, expected));
    }
  });

  it('looks at each character of the output once, however it is split (16 MB without a newline)', () => {
    const chunk = 'x'.repeat(64 * 1024);
    const total = 16 * 1024 * 1024 - 1;
    const push = (m: OutputMatcher) => {
      for (let sent = 0; sent < total; sent += chunk.length) m.push(chunk.slice(0, Math.min(chunk.length, total - sent)));
    };
    // The expected line is as long as the output, so the matcher never stops early: every character is compared.
    const same = new OutputMatcher('x'.repeat(total) + '\n');
    push(same);
    expect(same.end()).toBe(true);
    expect(same.scannedChars).toBe(total);
    // Past the expected line, trailing output is read until it is not whitespace; here it is, at once.
    const longer = new OutputMatcher('x\n');
    push(longer);
    expect(longer.end()).toBe(false);
    expect(longer.scannedChars).toBe(2);
  });

  it('keeps no copy of the output: a line break split across chunks still counts once', () => {
    const m = new OutputMatcher('1\n2\n');
    for (const piece of ['1', '\r', '\n', '2', '   ', '\r']) m.push(piece);
    expect(m.end()).toBe(true);
    expect(m.scannedChars).toBe(8);
  });
});
