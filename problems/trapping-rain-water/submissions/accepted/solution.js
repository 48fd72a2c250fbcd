/**
 * Returns the total number of water units trapped between the bars.
 * (The total stays below 2^53, so ordinary numbers are exact.)
 * @param {number[]} height
 * @return {number}
 */
function trap(height) {
  // @solution
  let lo = 0;
  let hi = height.length - 1;
  let leftMax = 0;  // tallest bar seen from the left so far
  let rightMax = 0; // tallest bar seen from the right so far
  let water = 0;
  while (lo < hi) {
    if (height[lo] <= height[hi]) {
      // the right side has a wall at least this tall, so the left max decides
      if (height[lo] >= leftMax) leftMax = height[lo];
      else water += leftMax - height[lo];
      lo++;
    } else {
      // the left side has a taller wall, so the right max decides
      if (height[hi] >= rightMax) rightMax = height[hi];
      else water += rightMax - height[hi];
      hi--;
    }
  }
  return water;
  // @end-solution
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const n = Number(tokens[pos++]);
  const height = new Array(n);
  for (let i = 0; i < n; i++) height[i] = Number(tokens[pos++]);

  process.stdout.write(String(trap(height)) + '\n');
}

main();
