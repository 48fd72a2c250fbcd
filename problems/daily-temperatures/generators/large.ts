/**
 * Generator of the large secret test cases of "Daily Temperatures" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/**
 * Scanning from the right with the nearest day of each temperature (O(n * 71), independent of the
 * stack): the answer of day i is the nearest later day of any warmer temperature.
 */
const waits = (t: number[]): number[] => {
  const next = new Array<number>(101).fill(Infinity);
  const answer = new Array<number>(t.length).fill(0);
  for (let i = t.length - 1; i >= 0; i--) {
    let best = Infinity;
    for (let w = t[i]! + 1; w <= 100; w++) best = Math.min(best, next[w]!);
    if (best !== Infinity) answer[i] = best - i;
    next[t[i]!] = i;
  }
  return answer;
};

const makeCase = (t: number[]): GeneratedCase => ({
  input: `${t.length}\n${t.join(' ')}\n`,
  output: `${waits(t).join(' ')}\n`,
});

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x005e_0001);
  const n = 200000;
  const cases: GeneratedCase[] = [];

  // 1) The same reading every day: nobody ever gets a warmer day.
  cases.push(makeCase(new Array<number>(n).fill(70)));

  // 2) Slowly falling readings in long equal runs, then one 100 at the very end that every day waits for.
  {
    const t: number[] = [];
    for (let i = 0; i < n - 1; i++) t.push(99 - Math.floor((i * 70) / n));
    t.push(100);
    cases.push(makeCase(t));
  }

  // 3) Random readings over the whole range.
  cases.push(makeCase(Array.from({ length: n }, () => rng.int(30, 100))));

  // 4) A sawtooth: rising 30..100 then a drop, over and over, with random noise.
  cases.push(makeCase(Array.from({ length: n }, (_, i) => Math.min(100, 30 + (i % 71) + rng.int(0, 1)))));

  return cases;
};

export default largeTestCases;
