/**
 * Returns every combination of candidates (each usable any number of times) that sums to target.
 * @param {number[]} candidates
 * @param {number} target
 * @return {number[][]}
 */
function combinationSum(candidates, target) {
  // @solution
  // Wrong: every level may pick any candidate again, so the same combination appears in several orders.
  const result = [];
  const path = [];
  const backtrack = (remaining) => {
    if (remaining === 0) {
      result.push(path.slice());
      return;
    }
    for (const c of candidates) {
      if (c > remaining) continue;
      path.push(c);
      backtrack(remaining - c);
      path.pop();
    }
  };
  backtrack(target);
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
