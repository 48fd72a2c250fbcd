// @learner
/**
 * Returns the intersections of the two sorted lists of disjoint closed intervals, in any order.
 * @param {number[][]} firstList
 * @param {number[][]} secondList
 * @return {number[][]}
 */
function intervalIntersection(firstList, secondList) {
  // @solution
  const result = [];
  let i = 0;
  let j = 0;
  while (i < firstList.length && j < secondList.length) {
    // The overlap of the two current intervals, if any.
    const lo = Math.max(firstList[i][0], secondList[j][0]);
    const hi = Math.min(firstList[i][1], secondList[j][1]);
    if (lo <= hi) result.push([lo, hi]);
    // The interval that ends first cannot meet anything further in the other list.
    if (firstList[i][1] < secondList[j][1]) i++;
    else j++;
  }
  return result;
  // @end-solution
}
// @end-learner

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
  const m = nextInt();
  const firstList = [];
  for (let i = 0; i < n; i++) firstList.push(readInts(2));
  const secondList = [];
  for (let i = 0; i < m; i++) secondList.push(readInts(2));

  const result = intervalIntersection(firstList, secondList);

  // Any order is accepted: print the intersections sorted by start.
  result.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const interval of result) printArray(interval);
}

main();
