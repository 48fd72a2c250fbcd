/**
 * Returns the length of the longest run of consecutive integer values in nums.
 * @param {number[]} nums
 * @return {number}
 */
function longestConsecutive(nums) {
  // @solution
  // Slow: for every value, scans the whole array for its successor, O(n^2).
  let best = 0;
  for (const x of nums) {
    let len = 1;
    while (nums.includes(x + len)) len++;
    if (len > best) best = len;
  }
  return best;
  // @end-solution
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const n = tokens.length > 0 ? Number(tokens[pos++]) : 0;
  const nums = new Array(n);
  for (let i = 0; i < n; i++) nums[i] = Number(tokens[pos++]);

  process.stdout.write(String(longestConsecutive(nums)) + '\n');
}

main();
