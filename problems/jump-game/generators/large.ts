/**
 * Generator of the large secret test cases of "Jump Game" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** Greedy: track the farthest reachable index; an index beyond it can never be reached. */
const canJump = (nums: number[]): boolean => {
  let farthest = 0;
  for (let i = 0; i < nums.length; i++) {
    if (i > farthest) return false;
    farthest = Math.max(farthest, i + nums[i]!);
  }
  return true;
};

const makeCase = (nums: number[]): GeneratedCase => ({
  input: `${nums.length}\n${nums.join(' ')}\n`,
  output: `${canJump(nums)}\n`,
});

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x0059_0001);
  const cases: GeneratedCase[] = [];
  const n = 300000;
  const k = n - 2;

  // 1) A staircase: each of the first m squares jumps exactly to k, which holds 0, and the squares in
  //    between hold 1; the last square is just out of reach. Marking every target of the long jumps
  //    is quadratic (about m * n steps), while the 1s keep the file small.
  const m = 90000;
  const stairs: number[] = [];
  for (let i = 0; i < m; i++) stairs.push(k - i);
  for (let i = m; i < k; i++) stairs.push(1);
  stairs.push(0, rng.int(0, 1000000));
  cases.push(makeCase(stairs));

  // 2) The same staircase with one step in the middle one longer: the jump over the 0 exists.
  const escape = [...stairs];
  escape[m / 2] = escape[m / 2]! + 1;
  cases.push(makeCase(escape));

  // 3) Random short jumps with scattered zeros (a zero is jumped over unless every way lands on it), a shorter array.
  const random: number[] = [];
  for (let i = 0; i < 100000; i++) random.push(rng.next() < 0.3 ? 0 : rng.int(1, 4));
  cases.push(makeCase(random));

  return cases;
};

export default largeTestCases;
