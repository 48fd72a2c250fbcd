/**
 * Returns every ordering of nums (the values are distinct), each exactly once, in any order.
 * @param {number[]} nums
 * @return {number[][]}
 */
function permute(nums) {
  // @solution
  // Wrong: stores the shared path itself instead of a copy, so every stored permutation is the
  // same array, which is empty again when the search ends.
  const result = [];
  const path = [];
  const used = new Array(nums.length).fill(false);
  const backtrack = () => {
    if (path.length === nums.length) {
      result.push(path);
      return;
    }
    for (let i = 0; i < nums.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      path.push(nums[i]);
      backtrack();
      path.pop();
      used[i] = false;
    }
  };
  backtrack();
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
  const nums = readIntArray();

  const result = permute(nums);

  // Any order of the permutations is accepted: sort the list (each permutation keeps its order).
  const canonical = result.map((p) => [...p]);
  canonical.sort(compareLists);
  printLists(canonical);
}

main();
