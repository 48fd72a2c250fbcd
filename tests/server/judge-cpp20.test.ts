import { describe, expect, it } from 'vitest';
import { STATUS } from '../../common/contract/submission.ts';
import { buildPch, pchInUse } from '../../server/judge/native-build.ts';
import { judgeTestAppForSuite, JUDGE_CACHE_DIR } from '../support/test-server.ts';

/**
 * Learners' C++ compiles as C++20 (what LeetCode compiles), in the real sandbox, and the
 * precompiled `bits/stdc++.h` is still the one g++ takes.
 */
const t = judgeTestAppForSuite();

const CPP20_PROGRAM = `#include <bits/stdc++.h>
using namespace std;
struct Point { int x; int y; };
int main() {
  int n; cin >> n;
  vector<int> a(n);
  unordered_map<int, int> seen;
  for (auto& v : a) { cin >> v; seen[v]++; }
  auto cmp = [](int l, int r) { return l > r; };
  priority_queue<int, vector<int>, decltype(cmp)> smallest;
  for (int v : a) smallest.push(v);
  Point p{.x = smallest.top(), .y = std::ranges::max(a)};
  cout << p.x << ' ' << p.y << ' ' << (seen.contains(7) ? "yes" : "no") << '\\n';
}
`;

describe('C++20', () => {
  it('accepts unordered_map::contains, std::ranges::max, a lambda comparator type and designated initializers', async () => {
    const outcome = await t.server.judge.evaluate({
      language: 'c++',
      code: CPP20_PROGRAM,
      tests: [
        { input: '4\n5 7 2 9\n', output: '2 9 yes\n' },
        { input: '3\n4 1 8\n', output: '1 8 no\n' },
      ],
      timeLimitMs: 2000,
      memoryLimitKb: 256 * 1024,
      stopOnFirstFailure: false,
    });
    expect(outcome.compileOutput).toBeNull();
    expect(outcome.cases.map((c) => c.statusId)).toEqual([STATUS.ACCEPTED, STATUS.ACCEPTED]);
  });

  it('keeps the precompiled bits/stdc++.h in use with the C++20 flags', () => {
    const log = { info: () => {}, warn: (msg: string) => expect.fail(msg), error: (msg: string) => expect.fail(msg) };
    const pchDir = buildPch(JUDGE_CACHE_DIR, log);
    expect(pchDir).not.toBeNull();
    expect(pchInUse(pchDir!)).toBe(true);
  });
});
