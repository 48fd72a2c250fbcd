/**
 * Returns whether some substring of s2 is a rearrangement (permutation) of s1.
 * @param {string} s1
 * @param {string} s2
 * @return {boolean}
 */
function checkInclusion(s1, s2) {
  // @solution
  // Wrong: only checks that every letter of s1 appears in the window, not how many times.
  const letters = new Set(s1);
  for (let i = 0; i + s1.length <= s2.length; i++) {
    const window = new Set(s2.slice(i, i + s1.length));
    if ([...letters].every((c) => window.has(c))) return true;
  }
  return false;
  // @end-solution
}

function main() {
  const [s1, s2] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);

  process.stdout.write(checkInclusion(s1, s2) ? 'true\n' : 'false\n');
}

main();
