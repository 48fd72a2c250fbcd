/**
 * Generator of the large secret test cases of "Permutation in String" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * s2 has 10^5 letters and s1 5 * 10^4 or 10^4: sorting or counting every window from scratch is
 * billions of steps, while a sliding window of letter counts needs one pass.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const randomString = (alphabet: string, len: number, rng: Rng): string => Array.from({ length: len }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');

const shuffled = (s: string, rng: Rng): string => {
  const a = [...s];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.join('');
};

/** Whether some window matches: all 26 counts of the window are compared with s1's at every position. */
const contains = (s1: string, s2: string): boolean => {
  const n = s1.length;
  if (n > s2.length) return false;
  const want = new Array<number>(26).fill(0);
  const have = new Array<number>(26).fill(0);
  for (const c of s1) want[c.charCodeAt(0) - 97]!++;
  for (let i = 0; i < s2.length; i++) {
    have[s2.charCodeAt(i) - 97]!++;
    if (i >= n) have[s2.charCodeAt(i - n) - 97]!--;
    if (i >= n - 1 && want.every((w, c) => w === have[c])) return true;
  }
  return false;
};

const makeCase = (s1: string, s2: string): GeneratedCase => ({ input: `${s1}\n${s2}\n`, output: contains(s1, s2) ? 'true\n' : 'false\n' });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3a2d_0126);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  // The only match is the last window of s2.
  const a2 = randomString(letters, 100000, rng);
  const a1 = shuffled(a2.slice(50000), rng);
  // A rearranged window with one letter changed: no window matches.
  const b2 = randomString(letters, 100000, rng);
  const b1chars = [...shuffled(b2.slice(30000, 80000), rng)];
  b1chars[0] = b1chars[0] === 'z' ? 'y' : 'z';
  // Two letters, a shorter s1: many windows come close.
  const c2 = randomString('ab', 100000, rng);
  const c1 = 'a'.repeat(5001) + 'b'.repeat(4999);
  return [makeCase(a1, a2), makeCase(b1chars.join(''), b2), makeCase(c1, c2)];
};

export default largeTestCases;
