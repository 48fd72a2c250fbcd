/**
 * Returns the two indices [i, j] with i < j and nums[i] + nums[j] === target.
 * @param {number[]} nums
 * @param {number} target
 * @return {number[]}
 */
function twoSum(nums, target) {
  // @solution
  // Wrong: prints the larger index first.
  const seen = new Map();
  for (let j = 0; j < nums.length; j++) {
    const i = seen.get(target - nums[j]);
    if (i !== undefined) return [j, i];
    if (!seen.has(nums[j])) seen.set(nums[j], j);
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
