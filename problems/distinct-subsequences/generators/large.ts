/**
 * Generator of the large secret test cases of "Distinct Subsequences" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

const MOD = 1_000_000_007;

/** Counts from the ends of the strings: ways[i][j] = ways to pick t[j..] from s[i..] (full table, suffixes). */
const countWays = (s: string, t: string): number => {
  const n = s.length;
  const m = t.length;
  let below = new Array<number>(m + 1).fill(0); // row i + 1
  below[m] = 1;
  for (let i = n - 1; i >= 0; i--) {
    const row = new Array<number>(m + 1).fill(0);
    row[m] = 1;
    for (let j = m - 1; j >= 0; j--) {
      row[j] = below[j];
      if (s[i] === t[j]) row[j] = (row[j] + below[j + 1]) % MOD;
    }
    below = row;
  }
  return below[0];
};

const makeCase = (s: string, t: string): GeneratedCase => ({ input: `${s}\n${t}\n`, output: `${countWays(s, t)}\n` });

type Rng = ReturnType<typeof createRng>;
const randomWord = (rng: Rng, length: number, alphabet: string): string => {
  let w = '';
  for (let i = 0; i < length; i++) w += alphabet[rng.int(0, alphabet.length - 1)];
  return w;
};

/** A random subsequence of `s` with `length` letters. */
const pickSubsequence = (rng: Rng, s: string, length: number): string => {
  const chosen = new Set<number>();
  while (chosen.size < length) chosen.add(rng.int(0, s.length - 1));
  return [...chosen].sort((a, b) => a - b).map((i) => s[i]).join('');
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xd157_0001);
  const s2 = randomWord(rng, 1000, 'ab');
  const s3 = randomWord(rng, 1000, 'abc');
  const s26 = randomWord(rng, 1000, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
  return [
    // One letter everywhere: the count is the binomial coefficient C(1000, 500).
    makeCase('a'.repeat(1000), 'a'.repeat(500)),
    // Two letters, t taken from s: many overlapping choices.
    makeCase(s2, pickSubsequence(rng, s2, 300)),
    // Three letters, t random (may or may not occur).
    makeCase(s3, randomWord(rng, 60, 'abc')),
    // A long t that is nearly all of s.
    makeCase(s3, pickSubsequence(rng, s3, 990)),
    // Both cases of letters, maximum lengths; t = s, so exactly one way.
    makeCase(s26, s26),
    // A long s of one letter with a t that ends in a letter s does not have: the answer is 0.
    makeCase('a'.repeat(1000), `${'a'.repeat(400)}b`),
  ];
};

export default largeTestCases;
