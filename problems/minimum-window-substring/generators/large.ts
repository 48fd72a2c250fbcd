/**
 * Generator of the large secret test cases of "Minimum Window Substring" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

/**
 * An independent check: binary search on the window length L (a window of length L covering t exists
 * => one of length L + 1 does too), each length tested by sliding a fixed-size window over s with
 * letter counts. The first covering window found for the smallest L is the leftmost shortest one.
 */
const solve = (s: string, t: string): string => {
  const need = new Int32Array(128);
  for (let k = 0; k < t.length; k++) need[t.charCodeAt(k)]!++;
  /** Start of the leftmost window of length len that covers t, or -1. */
  const firstCover = (len: number): number => {
    const have = new Int32Array(128);
    let short = 0; // letters c with have[c] < need[c]
    for (let c = 0; c < 128; c++) if (need[c]! > 0) short++;
    for (let r = 0; r < s.length; r++) {
      const c = s.charCodeAt(r);
      if (++have[c]! === need[c]!) short--;
      if (r >= len) {
        const d = s.charCodeAt(r - len);
        if (have[d]!-- === need[d]!) short++;
      }
      if (r >= len - 1 && short === 0) return r - len + 1;
    }
    return -1;
  };
  if (firstCover(s.length) < 0) return '';
  let lo = 1;
  let hi = s.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (firstCover(mid) >= 0) hi = mid;
    else lo = mid + 1;
  }
  const at = firstCover(lo);
  return s.slice(at, at + lo);
};

const makeCase = (s: string, t: string): GeneratedCase => ({ input: `${s}\n${t}\n`, output: `${solve(s, t)}\n` });

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const LETTERS = LOWER + LOWER.toUpperCase();

const randomText = (rng: Rng, length: number, alphabet: string): string => {
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[rng.int(0, alphabet.length - 1)];
  return s;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x4605_0001);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // 1) Random letters of both cases, t a few dozen random letters: a window of a few hundred letters.
  cases.push(makeCase(randomText(rng, n, LETTERS), randomText(rng, 40, LETTERS)));

  // 2) Lowercase text whose only uppercase Q is the last letter; t needs it and an x: every window
  //    must reach the end of s.
  cases.push(makeCase(`${randomText(rng, n - 1, LOWER)}Q`, 'xQ'));

  // 3) t asks for one more z than s has: no window (the output is an empty line).
  {
    const s = randomText(rng, n, 'xyz');
    let zs = 0;
    for (const c of s) if (c === 'z') zs++;
    cases.push(makeCase(s, 'z'.repeat(zs + 1)));
  }

  // 4) t as long as allowed (10^5 letters, counts of a-e): the window spans most of s.
  {
    const s = randomText(rng, n, 'abcde');
    const counts = new Map<string, number>();
    for (const c of s.slice(5000, n - 5000)) counts.set(c, (counts.get(c) ?? 0) + 1);
    let t = '';
    for (const [c, k] of counts) t += c.repeat(k);
    const shuffled = t.split('');
    for (let i = shuffled.length - 1; i > 0; i--) {
      const k = rng.int(0, i);
      [shuffled[i], shuffled[k]] = [shuffled[k]!, shuffled[i]!];
    }
    cases.push(makeCase(s, shuffled.join('')));
  }

  // 5) A periodic text: many windows of the same, shortest length; the leftmost one is the answer.
  {
    const period = randomText(rng, 30, LOWER) + 'M';
    cases.push(makeCase(period.repeat(Math.floor(n / period.length)), 'MM'));
  }

  return cases;
};

export default largeTestCases;
