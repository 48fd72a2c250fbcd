// Checks `order` as a schedule of the courses 0 .. n - 1, where a pair [a, b] means course b comes before
// course a, and names what it is: "valid order", "no order" (an empty list) or "invalid order: <the first fault>".
function checkOrder(n, prerequisites, order) {
  if (!Array.isArray(order) && !ArrayBuffer.isView(order)) return 'invalid order: the function did not return an array';
  if (order.length === 0) return 'no order';
  if (order.length !== n) return `invalid order: it lists ${order.length} courses, expected ${n}`;
  const at = new Int32Array(n).fill(-1); // at[c] = position of course c in the order
  for (let i = 0; i < n; i++) {
    const c = order[i];
    if (!Number.isInteger(c) || c < 0 || c >= n) return `invalid order: course ${c} does not exist`;
    if (at[c] !== -1) return `invalid order: course ${c} is listed twice`;
    at[c] = i;
  }
  for (const [a, b] of prerequisites) {
    if (a === b) return `invalid order: course ${a} requires itself`;
    if (at[b] > at[a]) return `invalid order: course ${a} comes before its prerequisite ${b}`;
  }
  return 'valid order';
}
