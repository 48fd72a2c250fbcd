/**
 * A small interactive problem for tests, "guess the number" (Kattis protocol): each `.in` file holds
 * `n secret`; the interactor prints `n`, then answers each guess with `higher`, `lower` or `correct`
 * and allows at most ⌈log2(n + 1)⌉ guesses (binary search needs no more). Exit 42 = accepted,
 * 43 = wrong answer with a message in `feedback_dir/judgemessage.txt`.
 * With the flag `hang` the interactor never exits after `correct` (a broken interactor).
 * Submissions for every verdict follow, in C++ unless named otherwise.
 */

/** The interactor (the problem's output validator), C++. */
export const GUESS_INTERACTOR = String.raw`#include <bits/stdc++.h>
#include <unistd.h>
using namespace std;
int main(int argc, char** argv) {
  ifstream in(argv[1]);
  long long n, secret;
  in >> n >> secret;
  string feedback = argv[3];
  bool hang = argc > 4 && string(argv[4]) == "hang";
  auto wrong = [&](const string& message) {
    ofstream(feedback + "judgemessage.txt") << message << "\n";
    exit(43);
  };
  int limit = 0;
  while ((1LL << limit) < n + 1) limit++;
  cout << n << endl;
  for (int guesses = 1;; guesses++) {
    long long x;
    if (!(cin >> x)) wrong("no guess after " + to_string(guesses - 1) + " guesses");
    if (guesses > limit) wrong("too many guesses: more than " + to_string(limit));
    if (x == secret) {
      cout << "correct" << endl;
      if (hang) for (;;) pause();
      return 42;
    }
    cout << (x < secret ? "higher" : "lower") << endl;
  }
}
`;

/** Binary search: accepted. */
export const GUESS_BINARY_SEARCH = String.raw`#include <bits/stdc++.h>
using namespace std;
int main() {
  long long n; cin >> n;
  long long lo = 1, hi = n;
  while (lo <= hi) {
    long long mid = (lo + hi) / 2;
    cout << mid << endl;
    string reply; cin >> reply;
    if (reply == "correct") return 0;
    if (reply == "higher") lo = mid + 1; else hi = mid - 1;
  }
  return 0;
}
`;

/** Binary search in JavaScript: accepted. */
export const GUESS_BINARY_SEARCH_JS = `const rl = require('readline').createInterface({ input: process.stdin });
const lines = rl[Symbol.asyncIterator]();
(async () => {
  const n = Number((await lines.next()).value);
  let lo = 1, hi = n;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    console.log(mid);
    const reply = (await lines.next()).value.trim();
    if (reply === 'correct') break;
    if (reply === 'higher') lo = mid + 1; else hi = mid - 1;
  }
  rl.close();
})();
`;

/** Counts up from 1: too many guesses, wrong answer (when the secret is large). */
export const GUESS_LINEAR = String.raw`#include <bits/stdc++.h>
using namespace std;
int main() {
  long long n; cin >> n;
  for (long long x = 1; x <= n; x++) {
    cout << x << endl;
    string reply; cin >> reply;
    if (reply != "higher") return 0;
  }
}
`;

/** Reads n, then waits for a reply it never asked for: both sides wait (idleness, time limit). */
export const GUESS_SILENT = String.raw`#include <bits/stdc++.h>
using namespace std;
int main() {
  long long n; cin >> n;
  string reply; cin >> reply;
  return 0;
}
`;

/** Reads n, then loops forever: CPU time limit. */
export const GUESS_SPIN = String.raw`#include <bits/stdc++.h>
using namespace std;
int main() {
  long long n; cin >> n;
  volatile unsigned long long x = n;
  for (;;) x = x * 6364136223846793005ULL + 1;
}
`;

/** Guesses 0 more times than allowed without reading a reply, then spins: the interactor's Wrong Answer comes first. */
export const GUESS_WRONG_THEN_SPIN = String.raw`#include <bits/stdc++.h>
using namespace std;
int main() {
  for (int i = 0; i < 64; i++) cout << 0 << endl;
  volatile unsigned long long x = 1;
  for (;;) x = x * 6364136223846793005ULL + 1;
}
`;

/** Reads n, then crashes: run-time error. */
export const GUESS_CRASH = String.raw`#include <bits/stdc++.h>
using namespace std;
int main() {
  long long n; cin >> n;
  cout << n / 2 << endl;
  abort();
}
`;

/** Never reads its input nor writes anything, and sleeps: ended by the wall clock. */
export const GUESS_HOSTILE = String.raw`#include <unistd.h>
int main() {
  for (;;) pause();
}
`;

/** Test cases: `.in` is `n secret`; the answer file is unused by the interactor. */
export const GUESS_TESTS = [
  { input: '10 7\n', output: '7\n' },
  { input: '1000 999\n', output: '999\n' },
  { input: '1000000 1\n', output: '1\n' },
];
