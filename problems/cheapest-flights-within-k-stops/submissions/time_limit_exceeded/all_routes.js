/**
 * @param {number} n
 * @param {number[][]} flights
 * @param {number} src
 * @param {number} dst
 * @param {number} k
 * @return {number}
 */
function findCheapestPrice(n, flights, src, dst, k) {
  // @solution
  // Brute force: a depth-first search through every route of at most k + 1 flights from src,
  // keeping the cheapest that ends at dst. The number of routes grows exponentially with k.
  const adj = Array.from({ length: n }, () => []);
  for (const [from, to, price] of flights) adj[from].push([to, price]);
  let best = Infinity;
  // An explicit stack of (city, price so far, flights left).
  const stack = [[src, 0, k + 1]];
  while (stack.length > 0) {
    const [city, price, left] = stack.pop();
    if (city === dst) {
      best = Math.min(best, price);
      continue;
    }
    if (left === 0) continue;
    for (const [next, cost] of adj[city]) stack.push([next, price + cost, left - 1]);
  }
  return best === Infinity ? -1 : best;
  // @end-solution
}

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
