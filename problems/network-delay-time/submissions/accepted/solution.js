// @learner
/**
 * @param {number[][]} times  [u, v, w]: a signal sent from node u reaches node v after w time units
 * @param {number} n  nodes are numbered 1 .. n
 * @param {number} k  the node that sends the signal
 * @return {number}
 */
function networkDelayTime(times, n, k) {
  // @solution
  const adj = Array.from({ length: n + 1 }, () => []);
  for (const [u, v, w] of times) adj[u].push(v, w); // flat pairs: node, weight

  const dist = new Array(n + 1).fill(Infinity);
  // Binary min-heap stored in two parallel arrays (distance, node).
  const heapD = [];
  const heapV = [];
  const push = (d, v) => {
    let i = heapD.length;
    heapD.push(d);
    heapV.push(v);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heapD[p] <= d) break;
      heapD[i] = heapD[p];
      heapV[i] = heapV[p];
      i = p;
    }
    heapD[i] = d;
    heapV[i] = v;
  };
  // Removes the root; the caller reads heapD[0] / heapV[0] before calling.
  const pop = () => {
    const d = heapD.pop();
    const v = heapV.pop();
    const size = heapD.length;
    if (size === 0) return;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= size) break;
      if (c + 1 < size && heapD[c + 1] < heapD[c]) c++;
      if (heapD[c] >= d) break;
      heapD[i] = heapD[c];
      heapV[i] = heapV[c];
      i = c;
    }
    heapD[i] = d;
    heapV[i] = v;
  };

  dist[k] = 0;
  push(0, k);
  while (heapD.length > 0) {
    const d = heapD[0];
    const u = heapV[0];
    pop();
    if (d > dist[u]) continue; // outdated entry
    const edges = adj[u];
    for (let i = 0; i < edges.length; i += 2) {
      const v = edges[i];
      const nd = d + edges[i + 1];
      if (nd < dist[v]) {
        dist[v] = nd;
        push(nd, v);
      }
    }
  }

  let latest = 0;
  for (let i = 1; i <= n; i++) {
    if (dist[i] === Infinity) return -1; // this node never hears the signal
    latest = Math.max(latest, dist[i]);
  }
  return latest;
  // @end-solution
}
// @end-learner

function main() {
  const data = require('fs').readFileSync(0, 'utf8');
  const tokens = data.split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const nextInt = () => parseInt(tokens[pos++], 10);

  const n = nextInt();
  const m = nextInt();
  const k = nextInt();
  const times = [];
  for (let i = 0; i < m; i++) {
    const u = nextInt();
    const v = nextInt();
    const w = nextInt();
    times.push([u, v, w]);
  }

  process.stdout.write(String(networkDelayTime(times, n, k)) + '\n');
}

main();
