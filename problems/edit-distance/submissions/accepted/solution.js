// @learner
/**
 * Returns the fewest insertions, deletions and replacements that turn a into b.
 * @param {string} a
 * @param {string} b
 * @return {number}
 */
function minDistance(a, b) {
  // @solution
  if (b.length > a.length) [a, b] = [b, a]; // distance is symmetric; keep the rows short
  const n = a.length;
  const m = b.length;
  // prev[j] = distance between the first i - 1 letters of a and the first j letters of b.
  let prev = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j; // build b's prefix by inserting
  for (let i = 1; i <= n; i++) {
    cur[0] = i; // delete all of a's prefix
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      if (ca === b.charCodeAt(j - 1)) cur[j] = prev[j - 1]; // letters match: free
      else cur[j] = 1 + Math.min(prev[j - 1], prev[j], cur[j - 1]); // replace, delete, insert
    }
    const tmp = prev;
    prev = cur;
    cur = tmp;
  }
  return prev[m];
  // @end-solution
}
// @end-learner

function main() {
  const data = require('fs').readFileSync(0, 'utf8');
  const words = data.split(/\s+/).filter((t) => t.length > 0);
  const a = words[0];
  const b = words[1];

  process.stdout.write(String(minDistance(a, b)) + '\n');
}

main();
