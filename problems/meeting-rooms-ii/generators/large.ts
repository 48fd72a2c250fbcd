/**
 * Generator of the large secret test cases of "Meeting Rooms II" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * 80000 and 60000 meetings: counting the running meetings at every start takes n^2 steps.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

const MAX_T = 1000000;

/** The most meetings running at one moment, from a difference array over the timeline (the reference sorts or uses a heap). */
const rooms = (meetings: [number, number][]): number => {
  const diff = new Int32Array(MAX_T + 2);
  for (const [s, e] of meetings) {
    diff[s]! += 1;
    diff[e]! -= 1;
  }
  let running = 0;
  let best = 0;
  for (let t = 0; t <= MAX_T; t++) {
    running += diff[t]!;
    best = Math.max(best, running);
  }
  return best;
};

const makeCase = (meetings: [number, number][]): GeneratedCase => ({
  input: `${meetings.length}\n${meetings.map(([s, e]) => `${s} ${e}\n`).join('')}`,
  output: `${rooms(meetings)}\n`,
});

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3a2d_0124);
  // Short meetings spread over the day: many rooms are freed and reused, often exactly at a start time.
  const spread: [number, number][] = Array.from({ length: 80000 }, () => {
    const s = rng.int(0, 99000);
    return [s, s + rng.int(1, 1000)];
  });
  // Long meetings around a busy middle of the day: thousands of rooms at the peak.
  const peak: [number, number][] = Array.from({ length: 60000 }, () => {
    const s = rng.int(0, 50000);
    return [s, rng.int(s + 1, Math.min(MAX_T, s + 60000))];
  });
  return [makeCase(spread), makeCase(peak)];
};

export default largeTestCases;
