// @learner
/**
 * @param {number} n  cities are labelled 0 .. n - 1
 * @param {number[][]} flights  [from, to, price]: a one-way flight
 * @param {number} src
 * @param {number} dst
 * @param {number} k  at most k stops, that is at most k + 1 flights
 * @return {number}
 */
function findCheapestPrice(n, flights, src, dst, k) {
  // @solution
  // Dijkstra over states (price, city, flights taken). States leave the heap cheapest first, so a
  // state is only worth expanding if it reaches its city with fewer flights than every earlier one.
  const adj = Array.from({ length: n }, () => []);
  for (const [from, to, price] of flights) adj[from].push(to, price); // flat pairs: city, price
  const fewest = new Int32Array(n).fill(k + 2); // fewest flights of an expanded state, per city

  // Binary min-heap by price, stored in three parallel arrays.
  const hp = [];
  const hc = [];
  const hu = [];
  const push = (p, c, u) => {
    let i = hp.length;
    hp.push(p);
    hc.push(c);
    hu.push(u);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (hp[parent] <= p) break;
      hp[i] = hp[parent];
      hc[i] = hc[parent];
      hu[i] = hu[parent];
      i = parent;
    }
    hp[i] = p;
    hc[i] = c;
    hu[i] = u;
  };
  // Removes the root; the caller reads hp[0], hc[0], hu[0] before calling.
  const pop = () => {
    const p = hp.pop();
    const c = hc.pop();
    const u = hu.pop();
    const size = hp.length;
    if (size === 0) return;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && hp[child + 1] < hp[child]) child++;
      if (hp[child] >= p) break;
      hp[i] = hp[child];
      hc[i] = hc[child];
      hu[i] = hu[child];
      i = child;
    }
    hp[i] = p;
    hc[i] = c;
    hu[i] = u;
  };

  push(0, src, 0);
  while (hp.length > 0) {
    const price = hp[0];
    const city = hc[0];
    const used = hu[0];
    pop();
    if (city === dst) return price;
    if (used >= fewest[city]) continue; // a cheaper state got here with no more flights
    fewest[city] = used;
    if (used === k + 1) continue; // no flights left
    const out = adj[city];
    for (let i = 0; i < out.length; i += 2) {
      if (used + 1 < fewest[out[i]]) push(price + out[i + 1], out[i], used + 1); // else it would be skipped
    }
  }
  return -1;
  // @end-solution
}
// @end-learner

// @driver graph-io
// Standard input split into whitespace-separated tokens (read on first use) and the next token's index.
let tokens = null;
let pos = 0;

// Reads the next integer of standard input (0 after its end).
function nextInt() {
  if (tokens === null) tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  return pos < tokens.length ? Number(tokens[pos++]) : 0;
}

// Reads `count` rows of `width` integers each: an edge list (`u v` or `u v w` per line), points, a grid.
function readRows(count, width) {
  const rows = new Array(count);
  for (let i = 0; i < count; i++) {
    const row = new Array(width);
    for (let j = 0; j < width; j++) row[j] = nextInt();
    rows[i] = row;
  }
  return rows;
}

// Reads an edge count m followed by m edges of `width` integers each (`u v`, or `u v w` with a weight).
function readEdgeList(width) {
  return readRows(nextInt(), width);
}
// @end-driver

function main() {
  const n = nextInt();
  const flights = readEdgeList(3);
  const src = nextInt();
  const dst = nextInt();
  const k = nextInt();

  process.stdout.write(String(findCheapestPrice(n, flights, src, dst, k)) + '\n');
}

main();
