/**
 * Generator of the large secret test cases of "Swim in Rising Water" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

/** stdin: `n`, then the n rows of the grid (`flat[r * n + c]` is the elevation of cell (r, c)). */
const gridInput = (n: number, flat: number[]): string => {
  const lines = [`${n}`];
  for (let r = 0; r < n; r++) lines.push(flat.slice(r * n, (r + 1) * n).join(' '));
  return lines.join('\n') + '\n';
};

/** Binary search on the time t with a breadth-first search over the cells <= t (not the reference's union-find). */
const swimTime = (n: number, flat: number[]): number => {
  const cells = n * n;
  const seen = new Int32Array(cells).fill(-1);
  const queue = new Int32Array(cells);
  const reaches = (t: number): boolean => {
    if (flat[0] > t) return false;
    let head = 0;
    let tail = 0;
    queue[tail++] = 0;
    seen[0] = t;
    while (head < tail) {
      const cur = queue[head++];
      if (cur === cells - 1) return true;
      const r = Math.floor(cur / n);
      const c = cur % n;
      for (const [nr, nc] of [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ]) {
        if (nr < 0 || nr >= n || nc < 0 || nc >= n) continue;
        const id = nr * n + nc;
        if (seen[id] === t || flat[id] > t) continue;
        seen[id] = t;
        queue[tail++] = id;
      }
    }
    return false;
  };
  let lo = 0;
  let hi = cells - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (reaches(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
};

const makeCase = (n: number, flat: number[]): GeneratedCase => ({
  input: gridInput(n, flat),
  output: `${swimTime(n, flat)}\n`,
});

const shuffle = <T>(rng: Rng, items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5_31_a7e2);
  const cases: GeneratedCase[] = [];

  // A random landscape: the elevations 0 .. n^2 - 1 in random order.
  {
    const n = 250;
    cases.push(makeCase(n, shuffle(rng, Array.from({ length: n * n }, (_, i) => i))));
  }

  // A winding valley: elevations rise one by one along a path that snakes through every other row
  // (left to right, down at the end, right to left, down, ...), and the rows between are walls of
  // higher cells with one gap. The answer is the last elevation on the path.
  {
    const n = 249;
    const flat = new Array<number>(n * n).fill(-1);
    let t = 0;
    for (let r = 0; r < n; r += 2) {
      const leftToRight = (r / 2) % 2 === 0;
      for (let k = 0; k < n; k++) flat[r * n + (leftToRight ? k : n - 1 - k)] = t++;
      if (r + 1 < n) flat[(r + 1) * n + (leftToRight ? n - 1 : 0)] = t++; // the gap down to the next row
    }
    const walls = shuffle(
      rng,
      Array.from({ length: n * n - t }, (_, i) => t + i),
    );
    for (let i = 0, w = 0; i < n * n; i++) if (flat[i] === -1) flat[i] = walls[w++];
    cases.push(makeCase(n, flat));
  }

  // A random landscape whose corners are the two lowest cells (0 and 1), so the water must rise far
  // above both corners before they are joined.
  {
    const n = 250;
    const flat = [0, ...shuffle(rng, Array.from({ length: n * n - 2 }, (_, i) => i + 2)), 1];
    cases.push(makeCase(n, flat));
  }

  return cases;
};

export default largeTestCases;
