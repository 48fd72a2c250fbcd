/**
 * Generator of the large secret test cases of "Min Cost to Connect All Points" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
type Point = [number, number];

/** stdin: `n`, then one `x y` line per point. */
const pointsInput = (points: Point[]): string => {
  const lines = [`${points.length}`];
  for (const [x, y] of points) lines.push(`${x} ${y}`);
  return lines.join('\n') + '\n';
};

/** Kruskal's algorithm on all n(n-1)/2 pairs (a different method from the reference's Prim). */
const mstCost = (points: Point[]): number => {
  const n = points.length;
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) pairs.push([Math.abs(points[i][0] - points[j][0]) + Math.abs(points[i][1] - points[j][1]), i, j]);
  pairs.sort((a, b) => a[0] - b[0]);
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]];
    return x;
  };
  let total = 0;
  let joined = 0;
  for (const [d, i, j] of pairs) {
    const a = find(i);
    const b = find(j);
    if (a === b) continue;
    parent[a] = b;
    total += d;
    if (++joined === n - 1) break;
  }
  return total;
};

const makeCase = (points: Point[]): GeneratedCase => ({
  input: pointsInput(points),
  output: `${mstCost(points)}\n`,
});

const shuffle = <T>(rng: Rng, items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

/** n distinct points drawn by `draw` (a repeated point is drawn again). */
const distinct = (n: number, draw: () => Point): Point[] => {
  const seen = new Set<string>();
  const points: Point[] = [];
  while (points.length < n) {
    const p = draw();
    const key = `${p[0]},${p[1]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    points.push(p);
  }
  return points;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x9_01_47_5);
  const n = 1000;
  const cases: GeneratedCase[] = [];

  // 1000 random points over the whole coordinate range.
  cases.push(makeCase(distinct(n, () => [rng.int(-1e6, 1e6), rng.int(-1e6, 1e6)])));

  // A 25 x 40 grid with spacing 1000, in random order: a great many links tie for cheapest.
  {
    const points: Point[] = [];
    for (let r = 0; r < 25; r++) for (let c = 0; c < 40; c++) points.push([c * 1000 - 20000, r * 1000 - 12500]);
    cases.push(makeCase(shuffle(rng, points)));
  }

  // 20 tight clusters of 50 points, scattered far apart over the whole range.
  {
    const centres: Point[] = Array.from({ length: 20 }, () => [rng.int(-999000, 999000), rng.int(-999000, 999000)]);
    let k = 0;
    cases.push(
      makeCase(
        shuffle(
          rng,
          distinct(n, () => {
            const [cx, cy] = centres[k++ % 20];
            return [cx + rng.int(-1000, 1000), cy + rng.int(-1000, 1000)];
          }),
        ),
      ),
    );
  }

  return cases;
};

export default largeTestCases;
