/**
 * Generator of the large secret test cases of "Meeting Rooms" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * 100000 meetings that fit (comparing all pairs is 5 * 10^9 checks), and 50000 meetings whose only
 * clash is between the last two in the list.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const shuffle = <T>(a: T[], rng: Rng): T[] => {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
};

/** Whether all meetings fit, by marking every covered time unit on a timeline (the reference sorts instead). */
const fits = (meetings: [number, number][]): boolean => {
  const used = new Uint8Array(1000001);
  for (const [s, e] of meetings) {
    for (let t = s; t < e; t++) {
      if (used[t]) return false;
      used[t] = 1;
    }
  }
  return true;
};

const makeCase = (meetings: [number, number][]): GeneratedCase => ({
  input: `${meetings.length}\n${meetings.map(([s, e]) => `${s} ${e}\n`).join('')}`,
  output: fits(meetings) ? 'true\n' : 'false\n',
});

/** `n` back-to-back or spaced meetings from time 0 on, each 1 to `maxLen` long, in random order. */
const chain = (n: number, maxLen: number, rng: Rng): [number, number][] => {
  const meetings: [number, number][] = [];
  let t = 0;
  for (let i = 0; i < n; i++) {
    t += rng.int(0, 3) === 0 ? 1 : 0; // sometimes a gap, usually touching
    const len = rng.int(1, maxLen);
    meetings.push([t, t + len]);
    t += len;
  }
  return shuffle(meetings, rng);
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3a2d_0123);
  const fitting = chain(100000, 2, rng);
  // The clash: one meeting is stretched by one unit into the next, and both are moved to the end of the list.
  const clash = chain(50000, 10, rng).sort((a, b) => a[0] - b[0]);
  const k = rng.int(1000, 48000);
  clash[k]![1] += 1;
  const pair = clash.splice(k, 2);
  const rest = shuffle(clash, rng);
  return [makeCase(fitting), makeCase([...rest, ...pair])];
};

export default largeTestCases;
