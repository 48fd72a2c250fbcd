/**
 * Generator of the large secret test cases of "Unique Paths" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * Every grid is as wide as the bound on the answer (2 * 10^9) allows: counting the paths one by one
 * (plain recursion) takes about a billion steps, a table takes at most 100 * 100.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

const LIMIT = 2_000_000_000n;

/** C(m + n - 2, m - 1) exactly, with BigInt (independent of the reference's table). */
const paths = (m: number, n: number): bigint => {
  let r = 1n;
  for (let i = 1; i < m; i++) r = (r * BigInt(n - 1 + i)) / BigInt(i); // stays an integer: C(n-1+i, i)
  return r;
};

/** The widest n <= 100 for which an m x n grid has at most LIMIT paths. */
const widest = (m: number): number => {
  let n = 1;
  while (n < 100 && paths(m, n + 1) <= LIMIT) n++;
  return n;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x0917_0073);
  const sizes: [number, number][] = [[17, 18], [18, 17], [100, 3], [3, 100]];
  // Four different heights from 5 to 16, each with the widest grid allowed, in either orientation.
  const heights = Array.from({ length: 12 }, (_, i) => 5 + i);
  for (let k = 0; k < 4; k++) {
    const m = heights.splice(rng.int(0, heights.length - 1), 1)[0]!;
    sizes.push(rng.int(0, 1) === 0 ? [m, widest(m)] : [widest(m), m]);
  }
  return sizes.map(([m, n]) => {
    const answer = paths(m, n);
    if (answer > LIMIT) throw new Error(`unique-paths: ${m} x ${n} has too many paths`);
    return { input: `${m} ${n}\n`, output: `${answer}\n` };
  });
};

export default largeTestCases;
