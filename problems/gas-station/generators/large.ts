/**
 * Generator of the large secret test cases of "Gas Station" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const MAX = 10000;

/**
 * Every valid start, found in O(n) from the prefix sums P[i] = d[0] + ... + d[i-1] of d = gas - cost:
 * start s works when the fuel never drops below zero, i.e. P[s] <= P[j] for j >= s and
 * P[s] <= P[j] + total for j < s (those stations come after the wrap).
 */
const validStarts = (gas: number[], cost: number[]): number[] => {
  const n = gas.length;
  const p = new Array<number>(n + 1).fill(0);
  for (let i = 0; i < n; i++) p[i + 1] = p[i]! + gas[i]! - cost[i]!;
  const total = p[n]!;
  if (total < 0) return [];
  const suffixMin = new Array<number>(n + 1).fill(Infinity);
  for (let i = n - 1; i >= 0; i--) suffixMin[i] = Math.min(suffixMin[i + 1]!, p[i]!);
  const starts: number[] = [];
  let prefixMin = Infinity; // min of p[0..s-1]
  for (let s = 0; s < n; s++) {
    if (p[s]! <= suffixMin[s]! && p[s]! <= prefixMin + total) starts.push(s);
    prefixMin = Math.min(prefixMin, p[s]!);
  }
  return starts;
};

const makeCase = (gas: number[], cost: number[]): GeneratedCase => {
  const starts = validStarts(gas, cost);
  if (starts.length > 1) throw new Error(`gas-station: a test case has ${starts.length} valid starts`);
  return {
    input: `${gas.length}\n${gas.join(' ')}\n${cost.join(' ')}\n`,
    output: `${starts.length === 1 ? starts[0] : -1}\n`,
  };
};

/**
 * Random gas and cost within [0, MAX] whose differences gas - cost are exactly `diffs`; the smaller of
 * the two is at most 9, which keeps the files compact.
 */
const fromDiffs = (diffs: number[], rng: Rng): [number[], number[]] => {
  const gas: number[] = [];
  const cost: number[] = [];
  for (const d of diffs) {
    const low = rng.int(0, Math.min(9, MAX - Math.abs(d)));
    gas.push(d >= 0 ? low + d : low);
    cost.push(d >= 0 ? low : low - d);
  }
  return [gas, cost];
};

/**
 * Differences for which exactly station `s` works: read from s around the circle, every partial sum
 * after the first station is larger than the total (so no later start works) and the total is `extra` >= 0.
 */
const uniqueStartDiffs = (n: number, s: number, extra: number, rng: Rng): number[] => {
  // e[1..n-1]: built backwards so that every suffix sum is negative (kept above -5000).
  const e = new Array<number>(n).fill(0);
  let suffix = 0;
  for (let k = n - 1; k >= 1; k--) {
    let step = rng.int(-40, 40);
    if (suffix + step >= 0) step = -rng.int(1, 40);
    if (suffix + step < -5000) step = rng.int(1, 40);
    e[k] = step;
    suffix += step;
  }
  e[0] = -suffix + extra;
  const d = new Array<number>(n);
  for (let k = 0; k < n; k++) d[(s + k) % n] = e[k]!;
  return d;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x005a_0001);
  const cases: GeneratedCase[] = [];
  const n = 200000;

  // 1) Every station breaks even except the last, one unit short: -1, found only at the end of each drive.
  {
    const d = new Array<number>(n).fill(0);
    d[n - 1] = -1;
    const [gas, cost] = fromDiffs(d, rng);
    cases.push(makeCase(gas, cost));
  }

  // 2) Random differences with exactly one valid start in the middle and fuel to spare.
  {
    const [gas, cost] = fromDiffs(uniqueStartDiffs(n, rng.int(n / 4, (3 * n) / 4), 17, rng), rng);
    cases.push(makeCase(gas, cost));
  }

  return cases;
};

export default largeTestCases;
