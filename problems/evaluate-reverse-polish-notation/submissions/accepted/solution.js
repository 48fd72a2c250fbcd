// @learner
/**
 * Returns the value of the postfix expression given as tokens.
 * @param {string[]} tokens
 * @return {number}
 */
function evalRPN(tokens) {
  // @solution
  const st = []; // values waiting for their operator
  for (const t of tokens) {
    if (t === '+' || t === '-' || t === '*' || t === '/') {
      const b = st.pop(); // the right operand is on top
      const a = st.pop();
      if (t === '+') st.push(a + b);
      else if (t === '-') st.push(a - b);
      else if (t === '*') st.push(a * b);
      else st.push(Math.trunc(a / b)); // drop the fraction towards zero
    } else {
      st.push(Number(t));
    }
  }
  return st[st.length - 1];
  // @end-solution
}
// @end-learner

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const n = Number(data[0]);
  const tokens = data.slice(1, 1 + n);

  const result = evalRPN(tokens);

  process.stdout.write(String(result) + '\n');
}

main();
