/**
 * Returns whether every bracket of s is closed by the same kind, in the right order.
 * @param {string} s
 * @return {boolean}
 */
function isValid(s) {
  // Wrong: counts each kind separately and ignores how the kinds interleave, so "([)]" passes.
  const open = { '(': 0, '[': 0, '{': 0 };
  const openerOf = { ')': '(', ']': '[', '}': '{' };
  for (const c of s) {
    if (c in open) open[c]++;
    else if (open[openerOf[c]]-- === 0) return false;
  }
  return open['('] === 0 && open['['] === 0 && open['{'] === 0;
}

function main() {
  const s = require('fs').readFileSync(0, 'utf8').trim();
  process.stdout.write((isValid(s) ? 'true' : 'false') + '\n');
}

main();
