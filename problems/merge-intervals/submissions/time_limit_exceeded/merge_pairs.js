/**
 * Returns the union of the intervals as disjoint intervals, in any order.
 * @param {number[][]} intervals
 * @return {number[][]}
 */
function merge(intervals) {
  // @solution
  // Brute force without sorting: each interval is compared with every group built so far,
  // and the groups are merged again until nothing changes - O(n * groups), too slow for n = 10^5.
  let groups = intervals.map((iv) => [iv[0], iv[1]]);
  for (let changed = true; changed; ) {
    changed = false;
    const next = [];
    for (const iv of groups) {
      let absorbed = false;
      for (const g of next) {
        if (iv[0] <= g[1] && g[0] <= iv[1]) {
          g[0] = Math.min(g[0], iv[0]);
          g[1] = Math.max(g[1], iv[1]);
          absorbed = true;
          changed = true;
          break;
        }
      }
      if (!absorbed) next.push(iv);
    }
    groups = next;
  }
  return groups;
  // @end-solution
}

// @driver array-io
// Standard input split into whitespace-separated tokens (read on first use) and the next token's index.
let tokens = null;
let pos = 0;

// Reads the next integer of standard input (0 after its end).
function nextInt() {
  if (tokens === null) tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  return pos < tokens.length ? Number(tokens[pos++]) : 0;
}

// Reads n integers.
function readInts(n) {
  const values = new Array(n);
  for (let i = 0; i < n; i++) values[i] = nextInt();
  return values;
}

// Reads a length followed by that many integers.
function readIntArray() {
  return readInts(nextInt());
}

// Prints the values separated by single spaces, then a newline (empty line for an empty array).
function printArray(values) {
  process.stdout.write(values.join(' ') + '\n');
}
// @end-driver

function main() {
  const n = nextInt();
  const intervals = [];
  for (let i = 0; i < n; i++) intervals.push(readInts(2));

  const result = merge(intervals);

  result.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const interval of result) printArray(interval);
}

main();
