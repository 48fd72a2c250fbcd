/**
 * Generator of the large secret test cases of "Longest Consecutive Sequence" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin: the length, then the values on the next line (an empty line when n = 0). */
const toInput = (nums: number[]): string => `${nums.length}\n${nums.join(' ')}\n`;

/** Sort the distinct values and measure the longest run of +1 steps. */
const solve = (nums: number[]): number => {
  if (nums.length === 0) return 0;
  const sorted = Float64Array.from(new Set(nums)).sort();
  let best = 1;
  let run = 1;
  for (let i = 1; i < sorted.length; i++) {
    run = sorted[i] === sorted[i - 1]! + 1 ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
};

const makeCase = (nums: number[]): GeneratedCase => ({
  input: toInput(nums),
  output: `${solve(nums)}\n`,
});

/** Fisher-Yates shuffle driven by the seeded generator. */
const shuffle = (arr: number[], rng: ReturnType<typeof createRng>): void => {
  for (let i = arr.length - 1; i > 0; i--) {
    const k = rng.int(0, i);
    const t = arr[i]!;
    arr[i] = arr[k]!;
    arr[k] = t;
  }
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x2505_0005);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // 1) A shuffled run of 30000 values hidden among random values over the whole range.
  {
    const start = rng.int(-1000000000, 1000000000 - 30000);
    const nums: number[] = [];
    for (let k = 0; k < 30000; k++) nums.push(start + k);
    while (nums.length < n) nums.push(rng.int(-1000000000, 1000000000));
    shuffle(nums, rng);
    cases.push(makeCase(nums));
  }

  // 2) A full shuffled range of n distinct values, crossing zero: the answer is n.
  {
    const nums: number[] = [];
    for (let k = 0; k < n; k++) nums.push(k - 50000);
    shuffle(nums, rng);
    cases.push(makeCase(nums));
  }

  // 3) Many duplicates in a narrow range with random gaps: many medium-length runs.
  {
    const nums: number[] = [];
    for (let k = 0; k < n; k++) nums.push(rng.int(0, 150000));
    cases.push(makeCase(nums));
  }

  // 4) Sorted ascending run at the top of the value range, each value twice.
  {
    const nums: number[] = [];
    for (let k = 0; k < n / 2; k++) nums.push(1000000000 - n / 2 + 1 + k, 1000000000 - n / 2 + 1 + k);
    cases.push(makeCase(nums));
  }

  return cases;
};

export default largeTestCases;
