/**
 * Generator of the large secret test cases of "Cheapest Flights Within K Stops" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
type Flight = [number, number, number];

/** stdin: `n m`, one `from to price` line per flight, then `src dst k`. */
const flightsInput = (n: number, flights: Flight[], src: number, dst: number, k: number): string => {
  const lines = [`${n} ${flights.length}`];
  for (const [a, b, w] of flights) lines.push(`${a} ${b} ${w}`);
  lines.push(`${src} ${dst} ${k}`);
  return lines.join('\n') + '\n';
};

/**
 * Bellman-Ford by rounds (a different method from the reference's Dijkstra): after round r, price[c] is
 * the cheapest price of reaching c with at most r flights. Each round only relaxes the flights leaving
 * the cities whose price improved in the round before, and stops early when none did.
 */
const cheapest = (n: number, flights: Flight[], src: number, dst: number, k: number): number => {
  const out: number[][] = Array.from({ length: n }, () => []);
  flights.forEach(([a], i) => out[a].push(i));
  let price = new Float64Array(n).fill(Infinity);
  price[src] = 0;
  let changed = [src];
  for (let round = 1; round <= k + 1 && changed.length > 0; round++) {
    const next = Float64Array.from(price);
    const improved = new Set<number>();
    for (const c of changed) {
      for (const i of out[c]) {
        const [, b, w] = flights[i];
        if (price[c] + w < next[b]) {
          next[b] = price[c] + w;
          improved.add(b);
        }
      }
    }
    price = next;
    changed = [...improved];
  }
  return price[dst] === Infinity ? -1 : price[dst];
};

const makeCase = (n: number, flights: Flight[], src: number, dst: number, k: number): GeneratedCase => ({
  input: flightsInput(n, flights, src, dst, k),
  output: `${cheapest(n, flights, src, dst, k)}\n`,
});

const shuffle = <T>(rng: Rng, items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

/** `count` random flights between different cities among `cities`, priced in [lo, hi]. */
const randomFlights = (rng: Rng, cities: number[], count: number, lo: number, hi: number): Flight[] => {
  const flights: Flight[] = [];
  while (flights.length < count) {
    const a = cities[rng.int(0, cities.length - 1)];
    const b = cities[rng.int(0, cities.length - 1)];
    if (a !== b) flights.push([a, b, rng.int(lo, hi)]);
  }
  return flights;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xf1_1e5);
  const n = 10000;
  const all = Array.from({ length: n }, (_, i) => i);
  const cases: GeneratedCase[] = [];

  // Random network, 100000 flights, k = n - 1: in effect no limit on the stops.
  {
    const flights = randomFlights(rng, all, 100000, 1, 10000);
    cases.push(makeCase(n, flights, rng.int(0, n / 2 - 1), rng.int(n / 2, n - 1), n - 1));
  }

  // A cheap chain of 3000 flights (price 1 each) from src to dst hidden among dear random flights;
  // with k = 6 the chain is far too long, so the answer is a route of at most 7 dear flights.
  {
    const order = shuffle(rng, [...all]);
    const flights = randomFlights(rng, all, 97000, 5000, 10000);
    for (let i = 0; i < 3000; i++) flights.push([order[i], order[i + 1], 1]);
    cases.push(makeCase(n, shuffle(rng, flights), order[0], order[3000], 6));
  }

  // dst can only be reached over a chain of 8 flights, and getting to the chain's start from src takes at
  // least one more; k = 7 allows only 8 flights, so the answer is -1.
  {
    const order = shuffle(rng, [...all]);
    const dst = order[n - 1];
    const flights = randomFlights(rng, order.slice(0, n - 9), 99991, 1, 10000);
    for (let i = n - 9; i < n - 1; i++) flights.push([order[i], order[i + 1], rng.int(1, 10000)]);
    flights.push([order[rng.int(1, n - 10)], order[n - 9], rng.int(1, 10000)]);
    cases.push(makeCase(n, shuffle(rng, flights), order[0], dst, 7));
  }

  return cases;
};

export default largeTestCases;
