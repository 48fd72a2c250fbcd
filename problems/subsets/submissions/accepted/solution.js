// @learner
/**
 * Returns every subset of nums (the values are distinct), each exactly once, in any order.
 * @param {number[]} nums
 * @return {number[][]}
 */
function subsets(nums) {
  // @solution
  const result = [];
  const path = [];
  const backtrack = (start) => {
    result.push(path.slice()); // the current choice is one subset
    for (let i = start; i < nums.length; i++) {
      path.push(nums[i]); // take nums[i] ...
      backtrack(i + 1); // ... and only later values after it
      path.pop();
    }
  };
  backtrack(0);
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
  const nums = readIntArray();

  const result = subsets(nums);

  // Any order is accepted: sort each subset, then the list of subsets.
  const canonical = result.map((s) => [...s].sort((x, y) => x - y));
  canonical.sort(compareLists);
  printLists(canonical);
}

main();
