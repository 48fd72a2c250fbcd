/**
 * Generator of the large secret test cases of "Two Sum" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin: the length, the values, then the target on its own line. */
const toInput = (nums: number[], target: number): string =>
  `${nums.length}\n${nums.join(' ')}\n${target}\n`;

/** Single-pass hash map: for each position j, look for an earlier value equal to target - nums[j]. */
const solve = (nums: number[], target: number): [number, number] => {
  const seen = new Map<number, number>();
  for (let j = 0; j < nums.length; j++) {
    const v = nums[j]!;
    const i = seen.get(target - v);
    if (i !== undefined) return [i, j];
    if (!seen.has(v)) seen.set(v, j);
  }
  throw new Error('two-sum: test case has no answer');
};

const makeCase = (nums: number[], target: number): GeneratedCase => {
  const [i, j] = solve(nums, target);
  return { input: toInput(nums, target), output: `${i} ${j}\n` };
};

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
  const rng = createRng(0x2505_0001);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // 1) Odd target; every filler value is even, so only the planted odd + even pair can reach it.
  {
    const target = 2 * rng.int(-200000000, 200000000) + 1;
    const x = 2 * rng.int(-100000000, 100000000) + 1; // odd
    const y = target - x; // even, unique among the values below
    const nums: number[] = [];
    while (nums.length < n - 2) {
      const v = 2 * rng.int(-500000000, 500000000);
      if (v !== y) nums.push(v);
    }
    nums.push(x, y);
    shuffle(nums, rng);
    cases.push(makeCase(nums, target));
  }

  // 2) Target = 2x with two copies of x (x = 1 mod 4); fillers are multiples of 4, so their sums never hit it.
  {
    const x = 4 * rng.int(-120000000, 120000000) + 1;
    const target = 2 * x;
    const nums: number[] = [];
    while (nums.length < n - 2) nums.push(4 * rng.int(-250000000, 250000000));
    nums.push(x, x);
    shuffle(nums, rng);
    cases.push(makeCase(nums, target));
  }

  // 3) Many repeated filler values, answer in the last two positions.
  {
    const target = 999999999;
    const nums: number[] = [];
    while (nums.length < n - 2) nums.push(2 * rng.int(0, 500));
    nums.push(999999998, 1);
    cases.push(makeCase(nums, target));
  }

  return cases;
};

export default largeTestCases;
