/**
 * Generator of the large secret test cases of "Detect Squares" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check: every cell on the two diagonals
 * through the query is tried as the corner opposite it, with the counts in a table).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
type Call = [name: 'add' | 'count', x: number, y: number];

/** Runs the calls on a model (a table of point counts) and shows the case. */
const makeCase = (calls: Call[]): GeneratedCase => {
  const counts = new Int32Array(1001 * 1001);
  const at = (x: number, y: number): number => (x < 0 || x > 1000 || y < 0 || y > 1000 ? 0 : counts[x * 1001 + y]!);
  const results = ['null'];
  for (const [name, x, y] of calls) {
    if (name === 'add') {
      counts[x * 1001 + y] = at(x, y) + 1;
      results.push('null');
      continue;
    }
    // Walk both diagonals through the query: (x + d, y + e) with |e| = |d| is the opposite corner.
    let ways = 0;
    for (let d = -1000; d <= 1000; d++) {
      if (d === 0) continue;
      for (const e of [d, -d]) ways += at(x + d, y + e) * at(x + d, y) * at(x, y + e);
    }
    results.push(String(ways));
  }
  const names = ['DetectSquares', ...calls.map((c) => c[0])];
  const args = [[], ...calls.map((c) => [[c[1], c[2]]])];
  return { input: `${JSON.stringify(names)}\n${JSON.stringify(args)}\n`, output: `[${results.join(',')}]\n` };
};

/** A point in the square block [x0, x0 + side) x [y0, y0 + side). */
const inBlock = (x0: number, y0: number, side: number, rng: Rng): [number, number] => [x0 + rng.int(0, side - 1), y0 + rng.int(0, side - 1)];

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xd5a2_0110);
  const cases: GeneratedCase[] = [];

  // 25,000 adds and 15,000 queries, mixed: most points in a dense 40 x 40 block (many squares,
  // many copies of each point), the rest anywhere on the grid. Trying every stored point against
  // every query is far too slow here.
  const dense: Call[] = [];
  for (let i = 0; i < 40000; i++) {
    const name = i < 2000 || rng.int(0, 7) < 5 ? 'add' : 'count';
    const [x, y] = rng.int(0, 9) < 7 ? inBlock(480, 300, 40, rng) : inBlock(0, 0, 1001, rng);
    dense.push([name, x, y]);
  }
  cases.push(makeCase(dense));

  // Three corners of the largest square, each added 8,000 times, then queries at all four
  // corners and elsewhere: the answers reach 8000^3 = 5.12 * 10^11, beyond 32 bits.
  const big: Call[] = [];
  const corners: [number, number][] = [[0, 0], [0, 1000], [1000, 0]];
  for (let i = 0; i < 24000; i++) big.push(['add', ...corners[i % 3]!]);
  for (let i = 0; i < 2000; i++) {
    const r = rng.int(0, 3);
    big.push(r === 0 ? ['count', 1000, 1000] : r === 1 ? ['count', 0, 0] : r === 2 ? ['add', 1000, 1000] : ['count', rng.int(0, 1000), rng.int(0, 1000)]);
  }
  cases.push(makeCase(big));

  return cases;
};

export default largeTestCases;
