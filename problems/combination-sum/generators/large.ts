/**
 * Generator of the large secret test cases of "Combination Sum" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * Thirty candidates and a target of up to 40: a search that tries every count of every candidate
 * without stopping when the sum passes the target has far too many choices to finish.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin: the number of candidates, the candidates, then the target. */
const toInput = (candidates: number[], target: number): string =>
  `${candidates.length}\n${candidates.join(' ')}\n${target}\n`;

/** Lexicographic order of two integer lists (a proper prefix comes first). */
const compareLists = (a: number[], b: number[]): number => {
  for (let i = 0; i < a.length && i < b.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};

/**
 * All combinations, built from the largest candidate down (a different order from the reference),
 * printed in canonical order.
 */
const solve = (candidates: number[], target: number): string => {
  const desc = [...candidates].sort((x, y) => y - x);
  const all: number[][] = [];
  const path: number[] = [];
  const go = (i: number, remaining: number): void => {
    if (remaining === 0) {
      all.push([...path].sort((x, y) => x - y));
      return;
    }
    if (i === desc.length) return;
    const c = desc[i]!;
    let copies = 0;
    for (; copies * c <= remaining; copies++) {
      go(i + 1, remaining - copies * c);
      path.push(c);
    }
    path.length -= copies;
  };
  go(0, target);
  all.sort(compareLists);
  return `${all.length}\n${all.map((s) => `[${s.join(',')}]`).join('\n')}\n`;
};

/** Fisher-Yates shuffle driven by the seeded generator. */
const shuffle = (arr: number[], rng: ReturnType<typeof createRng>): number[] => {
  for (let i = arr.length - 1; i > 0; i--) {
    const k = rng.int(0, i);
    [arr[i], arr[k]] = [arr[k]!, arr[i]!];
  }
  return arr;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xc0b5_0067);
  const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const inputs: [number[], number][] = [
    [shuffle(range(2, 31), rng), 40], // the smallest candidates: several thousand combinations
    [shuffle(range(2, 40), rng).slice(0, 30), 40],
    [shuffle(range(2, 40), rng).slice(0, 30), rng.int(30, 39)],
    // Even candidates and an odd target: no combination at all, but a huge blind search.
    [shuffle(range(1, 20).map((v) => 2 * v), rng), 39],
  ];
  return inputs.map(([c, t]) => ({ input: toInput(c, t), output: solve(c, t) }));
};

export default largeTestCases;
