/**
 * Generator of the large secret test cases of "Longest Common Subsequence" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

/** Full (n+1) x (m+1) table, filled row by row. */
const solve = (a: string, b: string): number => {
  const dp: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      dp[i]![j] = a[i - 1] === b[j - 1] ? dp[i - 1]![j - 1]! + 1 : Math.max(dp[i - 1]![j]!, dp[i]![j - 1]!);
    }
  }
  return dp[a.length]![b.length]!;
};

const makeCase = (a: string, b: string): GeneratedCase => ({ input: `${a}\n${b}\n`, output: `${solve(a, b)}\n` });

const randomText = (len: number, letters: string, rng: Rng): string =>
  Array.from({ length: len }, () => letters[rng.int(0, letters.length - 1)]).join('');

/** `s` with about one letter in `every` replaced by a random letter, deleted or doubled. */
const mutate = (s: string, every: number, rng: Rng): string => {
  let out = '';
  for (const ch of s) {
    const r = rng.int(0, every - 1);
    if (r === 0) continue; // deleted
    out += r === 1 ? String.fromCharCode(97 + rng.int(0, 25)) : r === 2 ? ch + ch : ch;
  }
  return out.slice(0, 1000);
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x1c50_0072);
  const abc = 'abcdefghijklmnopqrstuvwxyz';
  const base = randomText(1000, abc, rng);
  return [
    makeCase(randomText(1000, abc, rng), randomText(1000, abc, rng)), // the largest size, random letters
    makeCase(randomText(1000, 'ab', rng), randomText(1000, 'ab', rng)), // two letters: a long common part
    makeCase(base, mutate(base, 10, rng)), // nearly equal texts
    makeCase(randomText(1000, 'abcdefghijklm', rng), randomText(1000, 'nopqrstuvwxyz', rng)), // no common letter
  ];
};

export default largeTestCases;
