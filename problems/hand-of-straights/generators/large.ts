/**
 * Generator of the large secret test cases of "Hand of Straights" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/**
 * Open-group counting (independent of the greedy over sorted cards): walking the distinct values in
 * order, every card either extends a group still open or opens a new one; a group closes after
 * groupSize values, and a gap or too few cards while groups are open means failure.
 */
const possible = (hand: number[], g: number): boolean => {
  if (hand.length % g !== 0) return false;
  const count = new Map<number, number>();
  for (const v of hand) count.set(v, (count.get(v) ?? 0) + 1);
  const values = [...count.keys()].sort((a, b) => a - b);
  const opened: number[] = []; // groups opened at each of the last values (a queue)
  let head = 0;
  let open = 0;
  let prev = -2;
  for (const v of values) {
    const c = count.get(v)!;
    if (open > 0 && v !== prev + 1) return false;
    if (c < open) return false;
    opened.push(c - open);
    open = c;
    if (opened.length - head === g) open -= opened[head++]!;
    prev = v;
  }
  return open === 0;
};

const makeCase = (hand: number[], g: number): GeneratedCase => ({
  input: `${hand.length}\n${hand.join(' ')}\n${g}\n`,
  output: `${possible(hand, g)}\n`,
});

/** Fisher-Yates shuffle driven by the seeded generator. */
const shuffle = (arr: number[], rng: ReturnType<typeof createRng>): void => {
  for (let i = arr.length - 1; i > 0; i--) {
    const k = rng.int(0, i);
    [arr[i], arr[k]] = [arr[k]!, arr[i]!];
  }
};

/** `groups` random straights of length g starting at most at maxStart, shuffled. */
const straights = (rng: ReturnType<typeof createRng>, groups: number, g: number, minStart: number, maxStart: number): number[] => {
  const hand: number[] = [];
  for (let i = 0; i < groups; i++) {
    const x = rng.int(minStart, maxStart);
    for (let k = 0; k < g; k++) hand.push(x + k);
  }
  shuffle(hand, rng);
  return hand;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x00a1_0001);
  const cases: GeneratedCase[] = [];

  // 1) 10^5 cards showing 1 and 10^5 showing 2, groups of 2: true, but searching for each partner is quadratic.
  {
    const hand = [...new Array<number>(100000).fill(1), ...new Array<number>(100000).fill(2)];
    cases.push(makeCase(hand, 2));
  }

  // 2) 600 random overlapping straights of length 100 over small values: true.
  const base = straights(rng, 600, 100, 0, 20000);
  cases.push(makeCase(base, 100));

  // 3) The same hand with one card moved one step up: n still divides, but the answer is false.
  {
    const hand = [...base];
    const i = rng.int(0, hand.length - 1);
    hand[i] = hand[i]! + 1;
    cases.push(makeCase(hand, 100));
  }

  // 4) Values near 10^9: 4000 straights of length 5 packed into a narrow range (many duplicates), true.
  cases.push(makeCase(straights(rng, 4000, 5, 999990000, 999999995), 5));

  return cases;
};

export default largeTestCases;
