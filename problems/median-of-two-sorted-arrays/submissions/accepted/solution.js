// @learner
/**
 * nums1 and nums2 are sorted in non-decreasing order. Returns the median of all their values together.
 * @param {number[]} nums1
 * @param {number[]} nums2
 * @return {number}
 */
function findMedianSortedArrays(nums1, nums2) {
  // @solution
  // Binary search on the shorter array: take i values from nums1 and j = half - i from nums2 as
  // the lower half; the cut is right when the lower half's largest value <= the upper half's smallest.
  if (nums1.length > nums2.length) return findMedianSortedArrays(nums2, nums1);
  const m = nums1.length;
  const n = nums2.length;
  const half = (m + n + 1) >> 1; // the lower half holds the median itself when the total is odd
  let lo = 0;
  let hi = m;
  for (;;) {
    const i = (lo + hi) >> 1;
    const j = half - i;
    const left1 = i > 0 ? nums1[i - 1] : -Infinity;
    const right1 = i < m ? nums1[i] : Infinity;
    const left2 = j > 0 ? nums2[j - 1] : -Infinity;
    const right2 = j < n ? nums2[j] : Infinity;
    if (left1 > right2) hi = i - 1; // too many values from nums1
    else if (left2 > right1) lo = i + 1; // too few values from nums1
    else {
      const lowerMax = Math.max(left1, left2);
      if ((m + n) % 2 === 1) return lowerMax;
      return (lowerMax + Math.min(right1, right2)) / 2;
    }
  }
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
  const nums1 = readIntArray();
  const nums2 = readIntArray();

  const median = findMedianSortedArrays(nums1, nums2);

  // One digit after the point (medians are whole numbers or halves); + 0 turns -0 into 0.
  process.stdout.write((median + 0).toFixed(1) + '\n');
}

main();
