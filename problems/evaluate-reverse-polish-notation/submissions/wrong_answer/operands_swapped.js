/**
 * Returns the value of the postfix expression given as tokens.
 * @param {string[]} tokens
 * @return {number}
 */
function evalRPN(tokens) {
  // @solution
  // Wrong: the first value popped is the RIGHT operand, but it is used as the left one, so
  // "-" and "/" are computed the wrong way round (4 13 5 / + gives 4, not 6).
  const st = [];
  for (const t of tokens) {
    if (t === '+' || t === '-' || t === '*' || t === '/') {
      const a = st.pop();
      const b = st.pop();
      if (t === '+') st.push(a + b);
      else if (t === '-') st.push(a - b);
      else if (t === '*') st.push(a * b);
      else st.push(b === 0 ? 0 : Math.trunc(a / b));
    } else {
      st.push(Number(t));
    }
  }
  return st[st.length - 1];
  // @end-solution
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const n = Number(data[0]);
  const tokens = data.slice(1, 1 + n);

  const result = evalRPN(tokens);

  process.stdout.write(String(result) + '\n');
}

main();
