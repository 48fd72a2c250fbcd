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

  // A large cache under a random mix of hits, misses, updates and evictions: any search through
  // the entries (a list, or a scan for the oldest) costs O(capacity) per call.
  const capacity = 80000;
  const big: Call[] = [];
  for (let i = 0; i < 200000; i++) {
    const r = rng.int(0, 9);
    if (i < capacity || r < 4) big.push(['put', [rng.int(0, 160000), rng.int(0, 1000000)]]);
    else big.push(['get', [rng.int(0, 160000)]]);
  }
  cases.push(makeCase(capacity, big));

  // Capacity 1: every put of a new key evicts the only entry.
  const tiny: Call[] = [];
  for (let i = 0; i < 150000; i++) {
    if (rng.int(0, 1) === 0) tiny.push(['put', [rng.int(0, 5), rng.int(0, 1000000000)]]);
    else tiny.push(['get', [rng.int(0, 5)]]);
  }
  cases.push(makeCase(1, tiny));

  // A cycle over capacity + 1 keys: every get misses, every put evicts, the worst case of LRU;
  // then the largest capacity with keys that always fit, where only the order changes.
  const cycle: Call[] = [];
  const c = 30000;
  for (let i = 0; i < 80000; i++) {
    const key = (i % (c + 1)) * 7;
    cycle.push(['get', [key]], ['put', [key, i]]);
  }
  cases.push(makeCase(c, cycle));

  const roomy: Call[] = [];
  for (let i = 0; i < 200000; i++) {
    const key = rng.int(0, 99999) * 10000;
    roomy.push(rng.int(0, 2) === 0 ? ['put', [key, i]] : ['get', [key]]);
  }
  cases.push(makeCase(100000, roomy));

  return cases;
};

export default largeTestCases;
