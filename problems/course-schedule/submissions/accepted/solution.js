// @learner
/**
 * @param {number} n  number of courses, labelled 0 .. n - 1
 * @param {number[][]} prerequisites  [a, b]: course b must be finished before course a
 * @return {boolean}
 */
function canFinish(n, prerequisites) {
  // @solution
  // Edge b -> a for every pair; indegree[a] counts unfinished prerequisites of a.
  const adj = Array.from({ length: n }, () => []);
  const indegree = new Int32Array(n);
  for (const [a, b] of prerequisites) {
    adj[b].push(a);
    indegree[a]++;
  }
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) if (indegree[i] === 0) queue[tail++] = i;
  while (head < tail) {
    const cur = queue[head++];
    for (const next of adj[cur]) {
      indegree[next]--;
      if (indegree[next] === 0) queue[tail++] = next;
    }
  }
  // Courses on (or behind) a cycle never reach indegree 0.
  return tail === n;
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
  const prerequisites = [];
  for (let i = 0; i < m; i++) {
    const a = nextInt();
    const b = nextInt();
    prerequisites.push([a, b]);
  }

  process.stdout.write((canFinish(n, prerequisites) ? 'true' : 'false') + '\n');
}

main();
