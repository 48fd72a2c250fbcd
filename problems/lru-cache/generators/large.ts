/**
 * Generator of the large secret test cases of "LRU Cache" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** One call: `get` with a key or `put` with a key and a value. */
type Call = ['get', [number]] | ['put', [number, number]];

/**
 * Answers the calls with a JavaScript Map, whose iteration order is insertion order: deleting and
 * re-inserting a key makes it the newest, so the first key is always the least recently used.
 */
const makeCase = (capacity: number, calls: Call[]): GeneratedCase => {
  const cache = new Map<number, number>();
  const results = ['null'];
  for (const [name, args] of calls) {
    const key = args[0];
    if (name === 'get') {
      const v = cache.get(key);
      if (v === undefined) results.push('-1');
      else {
        cache.delete(key);
        cache.set(key, v);
        results.push(String(v));
      }
    } else {
      if (cache.has(key)) cache.delete(key);
      else if (cache.size === capacity) cache.delete(cache.keys().next().value!);
      cache.set(key, args[1]);
      results.push('null');
    }
  }
  const names = ['LRUCache', ...calls.map((c) => c[0])];
  const allArgs = [[capacity], ...calls.map((c) => c[1])];
  return {
    input: `${JSON.stringify(names)}\n${JSON.stringify(allArgs)}\n`,
    output: `[${results.join(',')}]\n`,
  };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5eed_2901);
  const cases: GeneratedCase[] = [];

  // A large cache filled with keys 0 .. capacity - 1, then gets of keys anywhere in it and of recently
  // added keys (near the back of a recency list), misses and puts of new keys that evict: any search
  // through the entries from the least recently used one costs O(capacity) per call. Small keys and
  // one-digit values keep the file small.
  const capacity = 50000;
  const big: Call[] = [];
  for (let i = 0; i < capacity; i++) big.push(['put', [i, rng.int(0, 9)]]);
  let next = capacity;
  for (let i = 0; i < 62000; i++) {
    const r = rng.int(0, 9);
    if (r < 4) big.push(['get', [rng.int(next - capacity, next - 1)]]); // anywhere: scrambles the recency order
    else if (r < 7) big.push(['get', [next - 1 - rng.int(0, 999)]]); // recently added, near the back
    else if (r < 8) big.push(['get', [999999 - rng.int(0, 99)]]); // never added
    else big.push(['put', [next++, rng.int(0, 9)]]);
  }
  cases.push(makeCase(capacity, big));

  // Capacity 1: every put of a new key evicts the only entry.
  const tiny: Call[] = [];
  for (let i = 0; i < 3000; i++) {
    if (rng.int(0, 1) === 0) tiny.push(['put', [rng.int(0, 5), rng.int(0, 1000000000)]]);
    else tiny.push(['get', [rng.int(0, 5)]]);
  }
  cases.push(makeCase(1, tiny));

  return cases;
};

export default largeTestCases;
