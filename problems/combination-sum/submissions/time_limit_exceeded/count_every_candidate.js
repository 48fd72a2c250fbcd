/**
 * Returns every combination of candidates (each usable any number of times) that sums to target.
 * @param {number[]} candidates
 * @param {number} target
 * @return {number[][]}
 */
function combinationSum(candidates, target) {
  // @solution
  // Brute force: choose a count 0..target/c for every candidate and test the sum only at the end,
  // without cutting off choices that already exceed the target - exponential in the number of candidates.
  const result = [];
  const counts = new Array(candidates.length).fill(0);
  const choose = (i) => {
    if (i === candidates.length) {
      let sum = 0;
      for (let j = 0; j < candidates.length; j++) sum += counts[j] * candidates[j];
      if (sum === target) {
        const combo = [];
        for (let j = 0; j < candidates.length; j++) for (let k = 0; k < counts[j]; k++) combo.push(candidates[j]);
        result.push(combo);
      }
      return;
    }
    for (let k = 0; k * candidates[i] <= target; k++) {
      counts[i] = k;
      choose(i + 1);
    }
    counts[i] = 0;
  };
  choose(0);
  return result;
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

// Lexicographic order of two integer lists (a proper prefix comes first).
function compareLists(a, b) {
  for (let i = 0; i < a.length && i < b.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

// Prints the number of lists, then each list as [a,b,c] on its own line.
function printLists(lists) {
  const out = [String(lists.length)];
  for (const values of lists) out.push('[' + values.join(',') + ']');
  process.stdout.write(out.join('\n') + '\n');
}

function main() {
  const candidates = readIntArray();
  const target = nextInt();

  const result = combinationSum(candidates, target);

  // Any order is accepted: sort each combination, then the list of combinations.
  const canonical = result.map((c) => [...c].sort((x, y) => x - y));
  canonical.sort(compareLists);
  printLists(canonical);
}

main();
