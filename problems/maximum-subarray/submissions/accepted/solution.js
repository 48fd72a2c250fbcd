/**
 * Returns the largest sum of a non-empty contiguous subarray.
 * (Every possible sum stays below 2^53, so ordinary numbers are exact.)
 * @param {number[]} nums
 * @return {number}
 */
function maxSubArray(nums) {
  // @solution
  let best = -Infinity; // best sum found so far
  let cur = 0;          // best sum of a subarray ending at the current position
  for (const v of nums) {
    cur = Math.max(v, cur + v); // extend the previous run or start fresh here
    if (cur > best) best = cur;
  }
  return best;
  // @end-solution
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const n = Number(tokens[pos++]);
  const nums = new Array(n);
  for (let i = 0; i < n; i++) nums[i] = Number(tokens[pos++]);

  process.stdout.write(String(maxSubArray(nums)) + '\n');
}

main();
