/**
 * Generator of the large secret test cases of "Max Points on a Line" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check: around each point the slopes
 * to the later points are sorted as floating-point numbers, without gcds or hashing).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
type Point = [number, number];

const solve = (pts: Point[]): number => {
  const n = pts.length;
  let best = Math.min(n, 1);
  for (let i = 0; i < n; i++) {
    // The slope from point i to each later point (a vertical line: Infinity, whatever the side).
    // Division is correctly rounded, so equal fractions give the same double, and two different
    // fractions of coordinates up to 2 * 10^4 differ far more than a double's rounding.
    const slopes = new Float64Array(n - 1 - i);
    for (let j = i + 1; j < n; j++) {
      const dx = pts[j]![0] - pts[i]![0];
      const dy = pts[j]![1] - pts[i]![1];
      slopes[j - i - 1] = dx === 0 ? Infinity : dy / dx;
    }
    slopes.sort();
    for (let a = 0, b = 0; a < slopes.length; a = b) {
      while (b < slopes.length && slopes[b] === slopes[a]) b++;
      best = Math.max(best, b - a + 1);
    }
  }
  return best;
};

const makeCase = (pts: Point[]): GeneratedCase => ({
  input: `${pts.length}\n${pts.map(([x, y]) => `${x} ${y}\n`).join('')}`,
  output: `${solve(pts)}\n`,
});

/** Adds points from `source` until `n` different points are collected, then shuffles them. */
const distinct = (n: number, source: () => Point, rng: Rng, start: Point[] = []): Point[] => {
  const seen = new Set<number>();
  const out: Point[] = [];
  const push = (p: Point) => {
    const key = (p[0] + 10000) * 20001 + (p[1] + 10000);
    if (out.length < n && !seen.has(key)) {
      seen.add(key);
      out.push(p);
    }
  };
  start.forEach(push);
  while (out.length < n) push(source());
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3a9c_0109);
  const anywhere = (): Point => [rng.int(-10000, 10000), rng.int(-10000, 10000)];
  // The largest n, random points over the whole range: the best line has only a few points.
  const random = distinct(3000, anywhere, rng);
  // 700 points on the slanted line y = -3x + 7 (step 2 in x), 500 on a vertical line, the rest random.
  const slanted: Point[] = [];
  for (let t = 0; t < 700; t++) slanted.push([-1400 + 2 * t, -3 * (-1400 + 2 * t) + 7]);
  for (let t = 0; t < 500; t++) slanted.push([4321, -5000 + 17 * t]);
  const lines = distinct(3000, anywhere, rng, slanted);
  // A 55 x 55 grid with spacing 3 (3025 points, 3000 kept): rows, columns and diagonals compete.
  const grid = distinct(3000, () => [3 * rng.int(0, 54) - 81, 3 * rng.int(0, 54) + 9], rng);
  return [makeCase(random), makeCase(lines), makeCase(grid)];
};

export default largeTestCases;
