// @learner
/**
 * Returns whether some substring of s2 is a rearrangement (permutation) of s1.
 * @param {string} s1
 * @param {string} s2
 * @return {boolean}
 */
function checkInclusion(s1, s2) {
  // @solution
  const n = s1.length;
  if (n > s2.length) return false;
  // diff[c] = count of c in s1 minus count of c in the current window of s2; zero counts how many letters agree.
  const diff = new Int32Array(26);
  for (let i = 0; i < n; i++) {
    diff[s1.charCodeAt(i) - 97]++;
    diff[s2.charCodeAt(i) - 97]--;
  }
  let zero = diff.filter((d) => d === 0).length;
  for (let i = n; ; i++) {
    if (zero === 26) return true;
    if (i === s2.length) return false;
    // Slide the window one step: s2[i] comes in, s2[i - n] goes out.
    const inc = s2.charCodeAt(i) - 97;
    const out = s2.charCodeAt(i - n) - 97;
    if (diff[inc] === 0) zero--;
    diff[inc]--;
    if (diff[inc] === 0) zero++;
    if (diff[out] === 0) zero--;
    diff[out]++;
    if (diff[out] === 0) zero++;
  }
  // @end-solution
}
// @end-learner

function main() {
  const [s1, s2] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);

  process.stdout.write(checkInclusion(s1, s2) ? 'true\n' : 'false\n');
}

main();
