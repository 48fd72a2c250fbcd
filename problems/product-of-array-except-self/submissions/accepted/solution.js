/**
 * Returns an array whose i-th entry is the product of all elements except nums[i].
 * (The constraints keep every product below 2^53, so ordinary numbers are exact.)
 * @param {number[]} nums
 * @return {number[]}
 */
function productExceptSelf(nums) {
  // @solution
  const n = nums.length;
  const ans = new Array(n);
  // first pass: ans[i] = product of everything to the left of i
  let prefix = 1;
  for (let i = 0; i < n; i++) {
    ans[i] = prefix;
    prefix *= nums[i];
  }
  // second pass: multiply in the product of everything to the right of i
  let suffix = 1;
  for (let i = n - 1; i >= 0; i--) {
    ans[i] = ans[i] * suffix + 0; // "+ 0" turns a possible -0 into 0
    suffix *= nums[i];
  }
  return ans;
  // @end-solution
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const n = Number(tokens[pos++]);
  const nums = new Array(n);
  for (let i = 0; i < n; i++) nums[i] = Number(tokens[pos++]);

  const result = productExceptSelf(nums);

  // Prints the returned values separated by single spaces.
  process.stdout.write(result.map((v) => String(v)).join(' ') + '\n');
}

main();
