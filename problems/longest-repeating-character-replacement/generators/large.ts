/**
 * Generator of the large secret test cases of "Longest Repeating Character Replacement" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * Strings of 10^5 letters with a large k: the answer is tens of thousands long, so growing a
 * window from every start separately takes billions of steps.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const randomString = (alphabet: string, len: number, rng: Rng): string => Array.from({ length: len }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');

/** For each letter separately, the longest window with at most k other letters (the reference tracks the most frequent letter instead). */
const longest = (s: string, k: number): number => {
  let best = 0;
  for (let c = 65; c < 91; c++) {
    let other = 0;
    let left = 0;
    for (let right = 0; right < s.length; right++) {
      if (s.charCodeAt(right) !== c) other++;
      while (other > k) {
        if (s.charCodeAt(left) !== c) other--;
        left++;
      }
      best = Math.max(best, right - left + 1);
    }
  }
  return best;
};

const makeCase = (s: string, k: number): GeneratedCase => ({ input: `${s}\n${k}\n`, output: `${longest(s, k)}\n` });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3a2d_0127);
  const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  // Two letters, k a quarter of the length.
  const a = randomString('AB', 100000, rng);
  // All letters, with a region where Q is common; k = 30000.
  const b = [...randomString(upper, 100000, rng)].map((ch, i) => (i > 40000 && i < 70000 && rng.int(0, 2) === 0 ? 'Q' : ch)).join('');
  // Long runs of random letters and k = 0 (the answer is the longest run).
  let c = '';
  while (c.length < 100000) c += upper[rng.int(0, 25)]!.repeat(rng.int(1, 200));
  return [makeCase(a, 25000), makeCase(b, 30000), makeCase(c.slice(0, 100000), 0)];
};

export default largeTestCases;
