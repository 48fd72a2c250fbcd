/**
 * Generator of the large secret test cases of "Time Based Key-Value Store" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** One call: `set` with key, value and time, or `get` with key and time. */
type Call = ['set', [string, string, number]] | ['get', [string, number]];

/** Answers the calls: per key, the index of the first time greater than the query (a lower bound), minus one. */
const makeCase = (calls: Call[]): GeneratedCase => {
  const times = new Map<string, number[]>();
  const values = new Map<string, string[]>();
  const results = ['null'];
  for (const [name, args] of calls) {
    if (name === 'set') {
      const [key, value, time] = args;
      if (!times.has(key)) {
        times.set(key, []);
        values.set(key, []);
      }
      times.get(key)!.push(time);
      values.get(key)!.push(value);
      results.push('null');
    } else {
      const [key, time] = args;
      const t = times.get(key) ?? [];
      let lo = 0;
      let hi = t.length; // first index in [lo, hi) whose time is > the query
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (t[mid]! > time) hi = mid;
        else lo = mid + 1;
      }
      results.push(JSON.stringify(lo === 0 ? '' : values.get(key)![lo - 1]!));
    }
  }
  const names = ['TimeMap', ...calls.map((c) => c[0])];
  const allArgs = [[], ...calls.map((c) => c[1])];
  return {
    input: `${JSON.stringify(names)}\n${JSON.stringify(allArgs)}\n`,
    output: `[${results.join(',')}]\n`,
  };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5eed_3001);
  const CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const word = (lo: number, hi: number): string => {
    let s = '';
    for (let n = rng.int(lo, hi); n > 0; n--) s += CHARS[rng.int(0, CHARS.length - 1)];
    return s;
  };
  const cases: GeneratedCase[] = [];

  // One key with a long history, then lookups at early times: scanning the history (or a log of all
  // sets) costs O(n) per get, while a binary search costs O(log n). One-letter key and values and
  // small times keep the file small.
  const hot: Call[] = [];
  let time = 0;
  for (let i = 0; i < 45000; i++) {
    time += rng.int(1, 3);
    hot.push(['set', ['k', CHARS[rng.int(0, CHARS.length - 1)]!, time]]);
  }
  for (let i = 0; i < 65000; i++) {
    const r = rng.int(0, 99);
    hot.push(['get', [r === 1 ? 'x' : 'k', r === 0 ? rng.int(time, time + 9) : rng.int(1, 30)]]);
  }
  cases.push(makeCase(hot));

  // Sets and gets interleaved over a few keys: lookups in the past, at exact set times,
  // in the future, before a key's first set and for keys never set.
  const keys = Array.from({ length: 30 }, () => word(1, 10));
  const lastSet: [string, number][] = [];
  const mixed: Call[] = [];
  time = 0;
  for (let i = 0; i < 2000; i++) {
    const key = keys[rng.int(0, keys.length - 1)]!;
    if (rng.int(0, 1) === 0) {
      time += rng.int(1, 40);
      mixed.push(['set', [key, word(1, 12), time]]);
      lastSet.push([key, time]);
    } else {
      const r = rng.int(0, 9);
      if (r < 2 && lastSet.length) {
        const [k, t] = lastSet[rng.int(0, lastSet.length - 1)]!;
        mixed.push(['get', [k, t]]); // exactly a set's time
      } else if (r < 3) mixed.push(['get', [word(11, 12), rng.int(1, 10000000)]]); // never set
      else if (r < 4) mixed.push(['get', [key, rng.int(time + 1, 10000000)]]); // after everything
      else mixed.push(['get', [key, rng.int(1, Math.max(1, time))]]);
    }
  }
  cases.push(makeCase(mixed));

  return cases;
};

export default largeTestCases;
