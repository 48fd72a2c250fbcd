/**
 * Generator of the large secret test cases of "Car Fleet" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

/**
 * Cars taken from the latest arrival to the earliest (independent of the front-to-back sweep): a car
 * leads a fleet exactly when every car ahead of it arrives strictly earlier, i.e. when it is ahead of
 * all cars arriving at its time or later. Times compare exactly as fractions.
 */
const fleets = (target: number, position: number[], speed: number[]): number => {
  const order = position.map((_, i) => i);
  order.sort((a, b) => {
    const c = (target - position[b]!) * speed[a]! - (target - position[a]!) * speed[b]!; // later arrival first
    return c !== 0 ? c : position[b]! - position[a]!; // equal time: the car ahead first
  });
  let front = -1;
  let count = 0;
  for (const i of order) {
    if (position[i]! > front) count++;
    front = Math.max(front, position[i]!);
  }
  return count;
};

const makeCase = (target: number, position: number[], speed: number[]): GeneratedCase => ({
  input: `${position.length} ${target}\n${position.join(' ')}\n${speed.join(' ')}\n`,
  output: `${fleets(target, position, speed)}\n`,
});

/** k distinct positions in [0, target), shuffled. */
const distinctPositions = (rng: Rng, k: number, target: number): number[] => {
  const set = new Set<number>();
  while (set.size < k) set.add(rng.int(0, target - 1));
  const a = [...set];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x00a9_0001);
  const cases: GeneratedCase[] = [];

  // 1) 150000 cars at every mile 0 .. 149999 (shuffled), all at speed 1: nobody catches up, 150000
  //    fleets, and comparing each car with every car ahead is quadratic.
  {
    const n = 150000;
    cases.push(makeCase(n, distinctPositions(rng, n, n), new Array<number>(n).fill(1)));
  }

  // 2) 15000 cars anywhere on a road of 10^6 miles with random speeds.
  cases.push(makeCase(1000000, distinctPositions(rng, 15000, 1000000), Array.from({ length: 15000 }, () => rng.int(1, 1000000))));

  // 3) 2000 groups of up to 10 cars with the same arrival time T (whole hours, different speeds):
  //    equal times are frequent, so catching up exactly at the destination matters.
  {
    const target = 1000000;
    const used = new Set<number>();
    const position: number[] = [];
    const speed: number[] = [];
    for (let g = 0; g < 2000; g++) {
      const time = rng.int(1, 400);
      for (let k = 0; k < 10; k++) {
        const s = rng.int(1, Math.floor((target - 1) / time));
        const p = target - time * s;
        if (used.has(p)) continue;
        used.add(p);
        position.push(p);
        speed.push(s);
      }
    }
    cases.push(makeCase(target, position, speed));
  }

  return cases;
};

export default largeTestCases;
