/**
 * Returns the two indices [i, j] with i < j and nums[i] + nums[j] === target.
 * @param {number[]} nums
 * @param {number} target
 * @return {number[]}
 */
function twoSum(nums, target) {
  // @solution
  // Brute force: every pair, O(n^2) - too slow for n = 10^5 (the C++ version, vectorised by
  // the compiler, stays within the limit, so the slow submission is JavaScript).
  for (let i = 0; i < nums.length; i++) {
    for (let j = i + 1; j < nums.length; j++) {
      if (nums[i] + nums[j] === target) return [i, j];
    }
  }
  return [];
  // @end-solution
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const n = Number(tokens[pos++]);
  const nums = new Array(n);
  for (let i = 0; i < n; i++) nums[i] = Number(tokens[pos++]);
  const target = Number(tokens[pos++]);

  const result = twoSum(nums, target);

  // Prints the returned indices separated by single spaces.
  process.stdout.write(result.join(' ') + '\n');
}

main();
