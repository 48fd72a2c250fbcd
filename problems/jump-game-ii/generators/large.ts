/**
 * Generator of the large secret test cases of "Jump Game II" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/**
 * Dynamic programming from the right with a segment tree of minima (independent of the greedy):
 * best[i] = 1 + min(best[i + 1 .. i + nums[i]]), best[n - 1] = 0.
 */
const fewestJumps = (nums: number[]): number => {
  const n = nums.length;
  let size = 1;
  while (size < n) size *= 2;
  const tree = new Array<number>(2 * size).fill(Infinity);
  const set = (i: number, v: number) => {
    let p = i + size;
    tree[p] = v;
    for (p >>= 1; p >= 1; p >>= 1) tree[p] = Math.min(tree[2 * p]!, tree[2 * p + 1]!);
  };
  const min = (lo: number, hi: number): number => {
    let r = Infinity;
    for (let a = lo + size, b = hi + size + 1; a < b; a >>= 1, b >>= 1) {
      if (a & 1) r = Math.min(r, tree[a++]!);
      if (b & 1) r = Math.min(r, tree[--b]!);
    }
    return r;
  };
  set(n - 1, 0);
  for (let i = n - 2; i >= 0; i--) {
    const hi = Math.min(n - 1, i + nums[i]!);
    set(i, hi > i ? 1 + min(i + 1, hi) : Infinity);
  }
  const answer = min(0, 0);
  if (answer === Infinity) throw new Error('jump-game-ii: the last square is out of reach');
  return answer;
};

const makeCase = (nums: number[]): GeneratedCase => ({
  input: `${nums.length}\n${nums.join(' ')}\n`,
  output: `${fewestJumps(nums)}\n`,
});

/** Makes the last square reachable: a square the walk cannot pass gets a jump of 1 added before it. */
const repair = (nums: number[]): number[] => {
  let farthest = 0;
  for (let i = 0; i < nums.length - 1; i++) {
    if (farthest <= i && i + nums[i]! <= i) nums[i] = 1;
    farthest = Math.max(farthest, i + nums[i]!);
  }
  return nums;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x00a2_0001);
  const n = 200000;
  const cases: GeneratedCase[] = [];

  // 1) Every square allows a jump of 1: n - 1 jumps, and searching from square 0 each time is quadratic.
  cases.push(makeCase(new Array<number>(n).fill(1)));

  // 2) Random short jumps with many zeros.
  cases.push(makeCase(repair(Array.from({ length: n }, () => (rng.next() < 0.4 ? 0 : rng.int(1, 9))))));

  // 3) A trap for "longest jump first": every long jump lands on a 1, while a shorter one lands on a big jump.
  {
    const nums: number[] = [];
    for (let i = 0; i < 100000; i++) nums.push(i % 10 === 0 ? 9 : i % 10 === 1 ? 30 : 1);
    cases.push(makeCase(repair(nums)));
  }

  return cases;
};

export default largeTestCases;
